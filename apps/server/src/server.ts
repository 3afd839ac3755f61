import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { loadConfig, loadDotEnv, type Config } from './config.ts';
import { accountsWithDemoPassword, exposureWarning, isNetworkReachable } from './demo/exposure.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoIfEmpty } from './demo/seed.ts';
import { createAppJobs } from './jobs.ts';
import { errorChain } from './platform/error-chain.ts';
import { createDatabase, databaseSource, lostConnectionLogger } from './platform/db/database.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { createLogger } from './platform/logger.ts';
import { resolveSessionSecret } from './platform/security/session-secret.ts';
import { tokenDigest } from './platform/sessions/tokens.ts';
import { readSetting } from './platform/settings/settings-store.ts';

/** Starts Sportello: configuration, database and migrations, demo seed, jobs, HTTP, graceful shutdown. */
async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const log = createLogger(config);
  const db = createDatabase(databaseSource(config, lostConnectionLogger(log)));
  await migrateToLatest(db);
  const sessionSecret = resolveSessionSecret(config);
  if (config.demo) await seedDemoIfEmpty(db, (value) => tokenDigest(sessionSecret, value));

  // WORKER=0 (web-only processes) still enqueues; `npm run worker` processes run the jobs.
  const jobs = createAppJobs({ config, db, log, work: config.worker });
  await jobs.start();
  const app = await buildApp({ config, db, sessionSecret, jobs, log });

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await jobs.stop();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const demo = (await readSetting(db, 'demo')) === true;
  printWelcome(config, app.server.address(), demo);
  const warning = demo && isNetworkReachable(config) ? exposureWarning(config, await accountsWithDemoPassword(db)) : undefined;
  if (warning) console.warn(`${warning}\n`);
}

function printWelcome(config: Config, address: AddressInfo | string | null, demo: boolean): void {
  const port = typeof address === 'object' && address ? address.port : config.port;
  const localHost = ['127.0.0.1', '0.0.0.0', '::', '::1'].includes(config.host) ? 'localhost' : config.host;
  const lines = [
    '',
    `  Sportello is running at http://${localHost}:${port}${config.publicUrl ? `  (public URL ${config.publicUrl})` : ''}`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/db`}`,
    `  Jobs: ${config.worker ? 'run in this process' : 'enqueued only (WORKER=0: `npm run worker` runs them)'}`,
    `  API description: http://${localHost}:${port}/docs`,
  ];
  if (config.maintenance) lines.push('  MAINTENANCE is on: every /api and /rest call answers 503.');
  if (demo) {
    lines.push('', `  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.username.padEnd(10)} ${account.who}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

try {
  await main();
} catch (error) {
  console.error(`Sportello could not start: ${errorChain(error)}`);
  process.exit(1);
}
