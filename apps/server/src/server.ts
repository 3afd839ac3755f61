import cluster from 'node:cluster';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { loadConfig, loadDotEnv, type Config } from './config.ts';
import { accountsWithDemoPassword, exposureWarning, isNetworkReachable } from './demo/exposure.ts';
import { DEMO_PASSWORD, DEMO_SIGN_INS, seedDemoIfEmpty } from './demo/seed.ts';
import { createAppJobs } from './jobs.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import { errorChain } from './platform/error-chain.ts';
import {
  createDatabase,
  databaseSource,
  lostConnectionLogger,
  webProcessPoolSize,
  type Db,
} from './platform/db/database.ts';
import { isDatabaseUnavailable } from './platform/db/database-unavailable.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { createLogger } from './platform/logger.ts';
import { resolveSessionSecret } from './platform/security/session-secret.ts';
import { tokenDigest } from './platform/sessions/tokens.ts';
import { readSetting } from './platform/settings/settings-store.ts';
import { startWebProcesses, type WebProcesses } from './web-processes.ts';

/**
 * Starts Sportello: configuration, database and migrations, demo seed, jobs, HTTP, graceful shutdown.
 * With WEB_PROCESSES above 1 this process does all but HTTP, and the web processes it starts
 * (copies of this program, as cluster workers) serve HTTP on its port.
 */
async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const log = createLogger(config);
  if (cluster.isWorker) return serveHttp(config, log);

  const db = createDatabase(databaseSource(config, lostConnectionLogger(log)));
  await migrateToLatest(db);
  const sessionSecret = resolveSessionSecret(config);
  if (config.demo) await seedDemoIfEmpty(db, (value) => tokenDigest(sessionSecret, value));

  // WORKER=0 (web-only processes) still enqueues; `npm run worker` processes run the jobs.
  const jobs = createAppJobs({ config, db, log, work: config.worker });
  await jobs.start();

  const http =
    config.webProcesses > 1
      ? await startWebProcesses({ count: config.webProcesses, log })
      : await listenHere(config, db, sessionSecret, jobs, log);
  stopOnSignal(log, http, jobs, db);
  const demo = (await readSetting(db, 'demo')) === true;
  printWelcome(config, http.port, demo);
  const warning =
    demo && isNetworkReachable(config) ? exposureWarning(config, await accountsWithDemoPassword(db)) : undefined;
  if (warning) console.warn(`${warning}\n`);
}

/** A web process: the primary has migrated and seeded and runs the jobs; this one enqueues them. */
async function serveHttp(config: Config, log: Logger): Promise<void> {
  const poolSize = config.databasePoolSize ?? webProcessPoolSize(config.webProcesses);
  const db = createDatabase(databaseSource({ ...config, databasePoolSize: poolSize }, lostConnectionLogger(log)));
  const jobs = createAppJobs({ config, db, log, work: false });
  // One started while the database is out of reach (replacing one that stopped) listens all the
  // same and answers 503 until the database is back, instead of stopping and being replaced again.
  const queueStarted = await jobs.start().then(
    () => true,
    (error: unknown) => {
      if (!isDatabaseUnavailable(error)) throw error;
      return false;
    },
  );
  const http = await listenHere(config, db, resolveSessionSecret(config), jobs, log);
  stopOnSignal(log, http, jobs, db);
  if (!queueStarted) await jobs.startWhenReachable();
}

/** Where HTTP is served from: this process, or the web processes it started. */
type Http = WebProcesses;

/** The HTTP server in this process, listening; `stop` lets it finish its requests. */
async function listenHere(config: Config, db: Db, sessionSecret: string, jobs: JobQueue, log: Logger): Promise<Http> {
  const app = await buildApp({ config, db, sessionSecret, jobs, log });
  await app.listen({ port: config.port, host: config.host });
  return { port: (app.server.address() as { port: number }).port, stop: () => app.close() };
}

/**
 * On SIGTERM or SIGINT (the terminal sends it to the web processes too), or when `npm start` has
 * gone: HTTP, then the jobs, then the database; then exit.
 */
function stopOnSignal(log: Logger, http: Http, jobs: JobQueue, db: Db): void {
  let closing = false;
  const shutdown = async (why: { signal: NodeJS.Signals } | { reason: string }) => {
    if (closing) return;
    closing = true;
    log.info(why, 'shutting down');
    try {
      await http.stop();
      await jobs.stop();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => shutdown({ signal }));
  process.on('SIGINT', (signal) => shutdown({ signal }));
  // `npm start` runs this process over an IPC channel (scripts/run-server.mjs), which closes when
  // that process goes, however it goes (a web process is a cluster worker: Node stops it then).
  if (process.channel && cluster.isPrimary)
    process.once('disconnect', () => shutdown({ reason: 'npm start has gone' }));
}

function printWelcome(config: Config, port: number, demo: boolean): void {
  const localHost = ['127.0.0.1', '0.0.0.0', '::', '::1'].includes(config.host) ? 'localhost' : config.host;
  const lines = [
    '',
    `  Sportello is running at http://${localHost}:${port}${config.publicUrl ? `  (public URL ${config.publicUrl})` : ''}`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/db`}`,
    `  Web processes: ${config.webProcesses}`,
    `  Jobs: ${config.worker ? 'run in this process' : 'enqueued only (WORKER=0: `npm run worker` runs them)'}`,
    `  API description: http://${localHost}:${port}/docs`,
  ];
  if (config.maintenance) lines.push('  MAINTENANCE is on: every /api and /rest call answers 503.');
  if (demo) {
    lines.push('', `  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_SIGN_INS) lines.push(`    ${account.username.padEnd(10)} ${account.who}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

try {
  await main();
} catch (error) {
  console.error(`Sportello could not start: ${errorChain(error)}`);
  process.exit(1);
}
