import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { defineConfig } from '@playwright/test';

// Three servers, each on a free-ish port with a fresh database:
// - flows: the user flows;
// - screens: the screenshots, so other scenarios' data does not show up in the pictures;
// - clock: the scenarios tagged @housekeeping, which run the expiry rules as if days had passed
//   (POST /dev/housekeeping). That expires every parcel and ride on the server, so they get one of their own
//   and run one at a time.
// Every scenario makes its own accounts (uniqueEmail) and seeds through the API, so the others run in
// parallel, in any order. The --dev server relaxes the per-address rate limits twentyfold (sign-up: 100 a
// minute, burst 200), far above what the whole suite asks of one server.
// The values go through the environment so the worker processes (which load this file again) agree.
const base = 20000 + Math.floor(Math.random() * 20000);
process.env.E2E_PORT ??= String(base);
process.env.E2E_SCREENS_PORT ??= String(base + 1);
process.env.E2E_CLOCK_PORT ??= String(base + 2);
process.env.E2E_RUN ??= `${Date.now()}-${randomBytes(4).toString('hex')}`;

function server(port: number, name: string) {
  const url = `http://127.0.0.1:${port}`;
  const db = join(tmpdir(), `ridepost-e2e-${name}-${process.env.E2E_RUN}.db`);
  const output = process.env.E2E_SERVER_LOGS ? 'pipe' : 'ignore'; // the request log is noisy
  return {
    url,
    webServer: {
      // `make test-e2e` builds ../ridepost (with this app embedded) before running the tests.
      command: `${process.env.RIDEPOST_BIN ?? '../ridepost'} --addr 127.0.0.1:${port} --db ${db} --dev --base-url ${url}`,
      url: `${url}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: output,
      stderr: output,
    } as const,
  };
}

const flows = server(Number(process.env.E2E_PORT), 'flows');
const screens = server(Number(process.env.E2E_SCREENS_PORT), 'screens');
const clock = server(Number(process.env.E2E_CLOCK_PORT), 'clock');

const SCREENS = /screens.*\.spec\.ts$/;
const HOUSEKEEPING = /@housekeeping/;

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  // Two workers on the 2-core machines CI uses: a browser test mostly waits on the page, so two keep both
  // cores busy; a third only adds contention (measured in the issue). E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Longest first, so that no long test starts last and runs on alone: the one-at-a-time @housekeeping
  // scenarios (one worker takes them while the others start on the screenshots), then the screenshot specs,
  // then the short user flows.
  projects: [
    { name: 'clock', grep: HOUSEKEEPING, fullyParallel: false, workers: 1, use: { baseURL: clock.url } },
    { name: 'screens', testMatch: SCREENS, grepInvert: HOUSEKEEPING, use: { baseURL: screens.url } },
    { name: 'flows', testIgnore: SCREENS, grepInvert: HOUSEKEEPING, use: { baseURL: flows.url } },
  ],
  use: {
    headless: true,
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    // The trace of a failed test keeps its DOM snapshots, network and console, not a screencast: recording
    // the screencast made every test about half as slow again on 2 cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The app's service worker (offline start, Web Push) would keep ahead the whole app in every new context and
    // answer pages itself; only the scenarios about it allow it (notification-settings.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [flows.webServer, screens.webServer, clock.webServer],
});
