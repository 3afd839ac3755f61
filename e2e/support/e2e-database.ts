import { spawnSync } from 'node:child_process';

/**
 * With TEST_DATABASE_URL (as `.ci/run` sets it), the main server runs on a PostgreSQL database of
 * its own beside that one, named after it with `_e2e`: the deployment's database, and a lighter run
 * than the embedded one on a 2-core machine (PGlite's WebAssembly shares the server's thread).
 * Without it, or without psql to create it, the server runs on PGlite as `npm start` does. The
 * database stays after the run (the servers still hold it while Playwright tears down) until the
 * next run makes it anew; `.ci/run` drops it with its own.
 */
export function prepareE2eDatabase(): string | undefined {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return undefined;
  const url = new URL(admin);
  url.pathname = `${url.pathname}_e2e`;
  const name = url.pathname.slice(1);
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`Not a database name this script quotes safely: ${name}`);
  const made = psql(admin, `drop database if exists ${name} with (force)`) && psql(admin, `create database ${name}`);
  return made ? url.toString() : undefined;
}

function psql(adminUrl: string, statement: string): boolean {
  const run = spawnSync('psql', [adminUrl, '-qAtc', statement], { encoding: 'utf8' });
  if (run.status !== 0) console.warn(`psql: ${run.error?.message ?? run.stderr.trim()}`);
  return run.status === 0;
}
