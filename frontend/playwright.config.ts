import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { defineConfig } from '@playwright/test';

// Two servers, each on a free-ish port with a fresh database: one for the user flows and one for the
// screenshots, so neither spends the other's per-address rate limits (sign-up, sign-in, password reset).
// The values go through the environment so the worker processes (which load this file again) agree.
const base = 20000 + Math.floor(Math.random() * 20000);
process.env.E2E_PORT ??= String(base);
process.env.E2E_SCREENS_PORT ??= String(base + 1);
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

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  projects: [
    { name: 'flows', testIgnore: /screens.*\.spec\.ts$/, use: { baseURL: flows.url } },
    { name: 'screens', testMatch: /screens.*\.spec\.ts$/, use: { baseURL: screens.url } },
  ],
  use: {
    headless: true,
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    trace: 'retain-on-failure',
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
  webServer: [flows.webServer, screens.webServer],
});
