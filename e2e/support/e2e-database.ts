import { spawnSync } from 'node:child_process';

/** The journeys' PostgreSQL databases: the main server's and the maintenance server's. */
export interface E2eDatabases {
  main: string;
  maintenance: string;
}

/**
 * With TEST_DATABASE_URL (as `.ci/run` sets it), the servers run on PostgreSQL databases of their own
 * beside that one, named after it with `_e2e` (the main server) and `_e2e_maintenance`: the
 * deployment's database, and a lighter run than the embedded one on a 2-core machine (PGlite's
 * WebAssembly shares the server's thread: the maintenance server starts in about half the time,
 * docs/performance.md). Without it, or without psql to create them, the servers run on PGlite as
 * `npm start` does. The databases stay after the run (the servers still hold them while Playwright
 * tears down) until the next run makes them anew; `.ci/run` drops them with its own.
 */
export function prepareE2eDatabases(): E2eDatabases | undefined {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return undefined;
  const main = databaseBeside(admin, '_e2e');
  const maintenance = databaseBeside(admin, '_e2e_maintenance');
  return main && maintenance ? { main, maintenance } : undefined;
}

function databaseBeside(admin: string, suffix: string): string | undefined {
  const url = new URL(admin);
  url.pathname = `${url.pathname}${suffix}`;
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
