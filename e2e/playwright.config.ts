import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
// @ts-expect-error plain ESM script without types
import { buildWebIfStale } from '../scripts/build-web.mjs';
import { prepareE2eDatabase } from './support/e2e-database.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, MAINTENANCE_URL, OIDC_MOCK, POWERDNS, SERVERS, BASE_URL } from './support/env.ts';

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
const postgresUrl = main ? prepareE2eDatabase() : undefined;
// DEMO: a server on PostgreSQL seeds the demo data only when told (config.ts).
const mainDatabase: Record<string, string> = postgresUrl ? { DATABASE_URL: postgresUrl, DEMO: '1' } : {};

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  fullyParallel: false,
  // One browser at a time. The run is CPU-bound on a 2-core machine (Chromium takes ~¾ of the CPU,
  // the servers the rest): two workers finished the whole suite no sooner (4.3 vs 4.2 min, measured
  // idle), and on a machine three times slower two workers made pages miss their 7 s while one
  // worker passed every test (docs/decisions.md, "One e2e worker").
  workers: 1,
  // The same run everywhere: no retries, so a test that passes only sometimes fails the step.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? `${here}artifacts/report.json` }],
  ],
  use: {
    baseURL: BASE_URL,
    locale: 'it-IT',
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A trace records every action's screenshots and DOM: a tenth of the browser's work, for the
    // rare failure a message and its screenshot do not explain. E2E_TRACE=1 keeps a failed test's trace.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: [
    ...SERVERS.map((server, index) => ({
      command: 'node --import tsx apps/server/src/server.ts',
      cwd: `${here}..`,
      url: `${server.url}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { PORT: String(server.port), HOST: '127.0.0.1', DATA_DIR: server.dataDir, LOG_LEVEL: 'warn', ...server.env, ...(index === 0 ? mainDatabase : {}) },
    })),
    // The PowerDNS the main server publishes zones to; its API answers 401 without the key once it is up.
    {
      command: 'node --import tsx e2e/support/powerdns-server.ts',
      cwd: `${here}..`,
      url: `http://127.0.0.1:${POWERDNS.apiPort}/api/v1/servers/localhost`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    // Google and LinkedIn stand-ins for the main server's social sign-in; ready when the second answers.
    {
      command: 'node --import tsx e2e/support/oidc-mock.ts',
      cwd: `${here}..`,
      url: `${OIDC_MOCK.linkedin.issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
  // Journeys that change demo data (*.journey.spec.ts: passwords, 2FA, grants, invitations…) run after
  // every other file, which expect the data as seeded. Each journey file touches rows no other journey
  // file touches, so they may run side by side. onboarding.spec.ts changes what others sign in with
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
