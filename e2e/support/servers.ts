import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
// @ts-expect-error plain ESM script without types
import { bundledServerArgs } from '../../scripts/build-server.mjs';
import { OIDC_MOCK, POWERDNS, SERVERS, SERVERS_READY } from './env.ts';

/**
 * The journeys' processes, started side by side by the Playwright config as its one web server:
 * Playwright starts the servers of a list one after the other, and the two Sportello servers alone
 * took 8–9 s each to start (PGlite's initdb, migrations, the demo seed). Ready — SERVERS_READY answers —
 * once every process answers its address; when one stops before that, this stops too, saying which.
 * Their standard error comes through this one (Playwright shows it); a signal stops them all.
 */
interface Started {
  name: string;
  child: ChildProcess;
  /** Answers, with any status, once the process is up (PowerDNS's API answers 401 without its key). */
  url: string;
}

const root = fileURLToPath(new URL('../..', import.meta.url));
// DEMO: a server on PostgreSQL seeds the demo data only when told (config.ts).
const mainDatabase: Record<string, string> = process.env.E2E_MAIN_DATABASE_URL
  ? { DATABASE_URL: process.env.E2E_MAIN_DATABASE_URL, DEMO: '1' }
  : {};
const maintenanceDatabase: Record<string, string> = process.env.E2E_MAINTENANCE_DATABASE_URL
  ? { DATABASE_URL: process.env.E2E_MAINTENANCE_DATABASE_URL }
  : {};

function start(name: string, args: string[], url: string, env: Record<string, string> = {}): Started {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { name, child, url };
}

// Sportello as `npm start` runs it: the bundle of its sources (built if stale), one file to load instead of
// every module compiled through tsx, twice.
const sportello: string[] = await bundledServerArgs();
const tsx = (script: string) => ['--import', 'tsx', script];

const started: Started[] = [
  ...SERVERS.map((server, index) =>
    start(`Sportello on ${server.port}`, sportello, `${server.url}/healthz`, {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATA_DIR: server.dataDir,
      LOG_LEVEL: 'warn',
      ...server.env,
      ...(index === 0 ? mainDatabase : maintenanceDatabase),
    }),
  ),
  start(
    'PowerDNS',
    tsx('e2e/support/powerdns-server.ts'),
    `http://127.0.0.1:${POWERDNS.apiPort}/api/v1/servers/localhost`,
  ),
  // Google and LinkedIn stand-ins: ready when the second answers.
  start(
    'OpenID providers',
    tsx('e2e/support/oidc-mock.ts'),
    `${OIDC_MOCK.linkedin.issuer}/.well-known/openid-configuration`,
  ),
];

async function stopAll(code: number): Promise<never> {
  const running = started.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    running.map(({ child }) => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      return exited;
    }),
  );
  process.exit(code);
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stopAll(0));

async function answers({ name, child, url }: Started): Promise<void> {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} stopped before it answered ${url}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

try {
  await Promise.all(started.map(answers));
  createServer((_request, response) => response.end('ready')).listen(SERVERS_READY.port, '127.0.0.1');
} catch (error) {
  console.error((error as Error).message);
  await stopAll(1);
}
