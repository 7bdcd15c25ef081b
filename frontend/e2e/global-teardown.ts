import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** globalTeardown removes this run's temporary databases (with their -wal and -shm files). */
export default function globalTeardown() {
  const run = process.env.E2E_RUN;
  if (!run) return;
  for (const name of readdirSync(tmpdir())) {
    if (name.startsWith('ridepost-e2e-') && name.includes(run)) rmSync(join(tmpdir(), name), { force: true });
  }
}
