import { loadConfig, loadDotEnv } from './config.ts';
import { createAppJobs } from './jobs.ts';
import { createDatabase, databaseSource, lostConnectionLogger } from './platform/db/database.ts';
import { DirectoryLockedError } from './platform/db/directory-lock.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { errorChain } from './platform/error-chain.ts';
import { createLogger } from './platform/logger.ts';

const EMBEDDED_HINT =
  'With the embedded database the server runs the jobs itself and no second process may open it: ' +
  '`npm run worker` is for PostgreSQL (DATABASE_URL), beside servers started with WORKER=0.';

/** `npm run worker`: the jobs and their schedules without HTTP, on the server's database, until SIGTERM. */
async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const log = createLogger(config);
  const db = createDatabase(databaseSource(config, lostConnectionLogger(log)));
  await migrateToLatest(db);
  const jobs = createAppJobs({ config, db, log, work: true });
  await jobs.start();

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'worker shutting down');
    try {
      await jobs.stop();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'worker shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  const schedules = (await jobs.schedules()).map(({ name, cron }) => `${name} (${cron} UTC)`);
  log.info({ schedules }, 'worker running');
}

function lockedOut(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) if (e instanceof DirectoryLockedError) return true;
  return false;
}

try {
  await main();
} catch (error) {
  console.error(
    `Sportello worker could not start: ${errorChain(error)}${lockedOut(error) ? `\n${EMBEDDED_HINT}` : ''}`,
  );
  process.exit(1);
}
