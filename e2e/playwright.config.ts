import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
// @ts-expect-error plain ESM script without types
import { buildWebIfStale } from '../scripts/build-web.mjs';
// @ts-expect-error plain ESM script without types
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { prepareE2eDatabases } from './support/e2e-database.ts';
import { CHROMIUM_ARGS, MAINTENANCE_URL, SERVERS, SERVERS_READY, BASE_URL } from './support/env.ts';

const JOURNEYS = /\.journey\.spec\.ts$/;
const ONBOARDING = /onboarding\.spec\.ts$/;
const here = fileURLToPath(new URL('.', import.meta.url));

// One build before both servers start; every run starts from empty databases,
// which the servers migrate and seed.
// Workers load this file too (TEST_WORKER_INDEX set): only the main process prepares.
const main = !process.env.TEST_WORKER_INDEX;
if (main) {
  buildWebIfStale();
  for (const server of SERVERS) rmSync(server.dataDir, { recursive: true, force: true });
}
const databases = main ? prepareE2eDatabases() : undefined;

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  fullyParallel: false,
  // One browser at a time. The run is CPU-bound on a 2-core machine (Chromium takes ~¾ of the CPU,
  // the servers the rest): two workers finished the whole suite no sooner (4.3 vs 4.2 min, measured
  // idle), and on a machine three times slower two workers made pages miss their 7 s while one
  // worker passed every test (docs/decisions.md, "The same browser run everywhere").
  workers: 1,
  // The same run everywhere: no retries, so a test that passes only sometimes fails the step.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? `${here}artifacts/report.json` }]],
  use: {
    baseURL: BASE_URL,
    locale: 'it-IT',
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A trace records every action's screenshots and DOM: a tenth of the browser's work, for the
    // rare failure a message and its screenshot do not explain. E2E_TRACE=1 keeps a failed test's trace.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // Debian's headless shell, where scripts/ensure-chromium.mjs puts it (installing it when missing).
    launchOptions: { executablePath: ensureChromium('shell') as string, args: CHROMIUM_ARGS },
  },
  // Both Sportello servers (the second in maintenance), PowerDNS and the OpenID stand-ins, started side
  // by side by one process: Playwright starts the entries of a list one after the other.
  webServer: {
    command: 'node --import tsx e2e/support/servers.ts',
    cwd: `${here}..`,
    url: SERVERS_READY.url,
    reuseExistingServer: false,
    timeout: 180_000,
    // SIGTERM rather than Playwright's default SIGKILL: the servers stop as in production and PowerDNS
    // removes its temporary folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: databases
      ? { E2E_MAIN_DATABASE_URL: databases.main, E2E_MAINTENANCE_DATABASE_URL: databases.maintenance }
      : {},
  },
  // Journeys that change demo data (*.journey.spec.ts: passwords, 2FA, grants, invitations…) run after
  // every other file, which expect the data as seeded. They run one after the other (one worker): not
  // every pair touches rows of its own (the payments journey renews the SSLART product whose controls the
  // products journey reads; docs/decisions.md, "The same browser run everywhere"). onboarding.spec.ts changes what others sign in with
  // (the reseller becomes an administrator of a second company, nuovo accepts the terms): it runs last.
  projects: [
    { name: 'main', testIgnore: [JOURNEYS, ONBOARDING] },
    // A journey plays several people through several screens (an invitation signed up for and
    // accepted, a sign-up approved by an operator): 25–35 s on a quiet machine. Page checks stay
    // within the 30 s of `main`; a journey gets a minute.
    { name: 'journeys', testMatch: JOURNEYS, dependencies: ['main'], timeout: 60_000 },
    { name: 'onboarding', testMatch: ONBOARDING, dependencies: ['journeys'], timeout: 60_000 },
  ],
  metadata: { maintenanceUrl: MAINTENANCE_URL },
});
