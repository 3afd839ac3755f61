import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Chromium's flags as root, on a machine with no network but the registries.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The app's pages in one renderer process instead of one each (support/test.ts keeps it alive):
  // a test's page then starts without a new process and with the app's scripts already compiled.
  '--process-per-site',
];

const port = Number(process.env.E2E_PORT || 4310);

/**
 * The Google and LinkedIn stand-ins (support/oidc-mock.ts, started by the Playwright config): the main
 * server signs in through them, each signing in as the demo account with `email`.
 */
export const OIDC_MOCK = {
  google: { port: port + 5, issuer: `http://127.0.0.1:${port + 5}`, clientId: 'sportello-e2e-google' },
  linkedin: {
    port: port + 6,
    issuer: `http://127.0.0.1:${port + 6}`,
    clientId: 'sportello-e2e-linkedin',
    clientSecret: 'e2e-linkedin-secret',
  },
  email: 'luca.brenni@alpidigital.example',
} as const;

/** The PowerDNS the main server publishes zones to (support/powerdns-server.ts), queried with dig. */
export const POWERDNS = { dnsPort: port + 7, apiPort: port + 8, apiKey: 'sportello-e2e-pdns' } as const;

/** Answers once every process of the run is up (support/servers.ts). */
export const SERVERS_READY = { port: port + 9, url: `http://127.0.0.1:${port + 9}/` } as const;

export const SERVERS = [
  {
    port,
    url: `http://127.0.0.1:${port}`,
    dataDir: join(tmpdir(), `sportello-e2e-${port}`),
    // Every journey comes from 127.0.0.1: limits sized for the whole suite, and journeys about
    // bans and limits send their own X-Forwarded-For (see clientAddress) so they ban only themselves.
    env: {
      // The demo data stays as the journeys expect it: a run that crosses 05:00 UTC is not billed midway.
      BILLING_RUN: '0',
      TRUST_PROXY: 'loopback',
      AUTH_RATE_LIMIT: '2000',
      AUTH_MAIL_RATE_LIMIT: '500',
      GOOGLE_ISSUER: OIDC_MOCK.google.issuer,
      GOOGLE_CLIENT_ID: OIDC_MOCK.google.clientId,
      LINKEDIN_ISSUER: OIDC_MOCK.linkedin.issuer,
      LINKEDIN_CLIENT_ID: OIDC_MOCK.linkedin.clientId,
      LINKEDIN_CLIENT_SECRET: OIDC_MOCK.linkedin.clientSecret,
      PDNS_API_URL: `http://127.0.0.1:${POWERDNS.apiPort}`,
      PDNS_API_KEY: POWERDNS.apiKey,
      // A console the browser can load: the services journey checks the popup it opens.
      CONSOLE_URL_TEMPLATE: `http://127.0.0.1:${port}/healthz?console={id}`,
    },
  },
  {
    port: port + 1,
    url: `http://127.0.0.1:${port + 1}`,
    dataDir: join(tmpdir(), `sportello-e2e-${port + 1}`),
    // Only the maintenance page is asked of it: no demo data to seed.
    env: { MAINTENANCE: '1', DEMO: '0' },
  },
] as const;

export const BASE_URL = SERVERS[0].url;
export const MAINTENANCE_URL = SERVERS[1].url;
export const DEMO_PASSWORD = 'demo12345';

/** A documentation address (RFC 5737) for a journey that must look like its own client to the server. */
export function clientAddress(n: number): { 'X-Forwarded-For': string } {
  return { 'X-Forwarded-For': `203.0.113.${n}` };
}
