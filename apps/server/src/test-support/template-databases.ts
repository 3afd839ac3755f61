import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedDemoIfEmpty } from '../demo/seed.ts';
import { connectionOf, createDatabase, type Db } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';
import { tokenDigest } from '../platform/sessions/tokens.ts';
import { useQuickDemoPasswordHash } from './quick-password-hash.ts';
import { TEST_SECRET } from './test-secret.ts';

/** Where each test file's database comes from: PGlite dumps (files) or PostgreSQL template databases (names). */
export interface TestTemplates {
  kind: 'pglite' | 'postgres';
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    testTemplates: TestTemplates;
  }
}

const seed = async (db: Db) => {
  await seedDemoIfEmpty(db, (value) => tokenDigest(TEST_SECRET, value));
  await useQuickDemoPasswordHash(db);
};

type Built = { templates: TestTemplates; teardown: () => Promise<void> };

/**
 * What this run builds, shared by the projects that ask: a database's project and its `isolated`
 * twin each run this setup, and vitest runs the projects' setups one after the other. Kept on
 * globalThis because each project may load this file as a module of its own.
 */
interface RunTemplates {
  builds: Map<TestTemplates['kind'], Promise<Built>>;
  users: number;
}
const RUN = Symbol.for('sportello.testTemplates');
const run = ((globalThis as { [RUN]?: RunTemplates })[RUN] ??= { builds: new Map(), users: 0 });

/**
 * Global setup of the server suite: migrates and seeds once per run, so that each test file starts
 * from a copy instead of initialising, migrating and seeding a database of its own. The first
 * project starts every kind the run needs, side by side (PGlite works in this process, PostgreSQL
 * in its own); the last teardown drops them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (run.builds.size === 0) {
    run.builds.set('pglite', pgliteTemplates());
    if (process.env.TEST_DATABASE_URL) run.builds.set('postgres', postgresTemplates());
    // A build that fails is reported by the project awaiting it, not as an unhandled rejection first.
    for (const build of run.builds.values()) build.catch(() => undefined);
  }
  const kind = project.config.env?.SPORTELLO_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const built = run.builds.get(kind);
  if (!built) throw new Error('The postgres test project needs TEST_DATABASE_URL');
  run.users += 1;
  project.provide('testTemplates', (await built).templates);
  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    const all = [...run.builds.values()];
    run.builds.clear();
    for (const each of await Promise.all(all)) await each.teardown();
  };
}

/**
 * Every test file of the PGlite leg loads a dump, and its cost follows the dump's files and bytes: the
 * templates are made small. WAL segments of 1 MB instead of 16 (initdb's option: how PostgreSQL reads
 * and writes is the same), the templates template0 and template1 left out (the tests open the
 * `postgres` database and create none), and the segments a checkpoint leaves behind removed rather than
 * kept for reuse: about a third of the bytes and half the files.
 */
const SMALL_WAL = ['--wal-segsize=1'];

async function pgliteTemplates(): Promise<Built> {
  const dir = mkdtempSync(join(tmpdir(), 'sportello-test-templates-'));
  const source = createDatabase({ kind: 'pglite', initdb: SMALL_WAL });
  const connection = connectionOf(source);
  if (connection.kind !== 'pglite') throw new Error('an in-memory PGlite was asked for');
  const pglite = await connection.pglite();
  // One statement a call: several in one string are one transaction, and DROP DATABASE refuses that.
  for (const statement of [
    "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
    'drop database template0',
    'drop database template1',
    'set wal_recycle = off',
  ])
    await pglite.exec(statement);
  const dump = async (name: string) => {
    // The second checkpoint removes the segments the first one closed.
    for (let i = 0; i < 2; i += 1) await pglite.exec('checkpoint');
    const blob = await pglite.dumpDataDir('none');
    const file = join(dir, `${name}.tar`);
    writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    return file;
  };
  await migrateToLatest(source);
  const migrated = await dump('migrated');
  await seed(source);
  const seeded = await dump('seeded');
  await source.destroy();
  return {
    templates: { kind: 'pglite', migrated, seeded } satisfies TestTemplates,
    teardown: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTemplates(): Promise<Built> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The postgres test project needs TEST_DATABASE_URL');
  const prefix = `sportello_template_${randomBytes(4).toString('hex')}`;
  const migrated = `${prefix}_migrated`;
  const seeded = `${prefix}_seeded`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const urlOf = (name: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  // Each step closes its pool before the next copy: PostgreSQL copies only a template nobody is connected to.
  const prepare = async (name: string, step: (db: Db) => Promise<unknown>) => {
    const db = createDatabase({ kind: 'postgres', url: urlOf(name) });
    await step(db);
    await db.destroy();
  };
  await admin.query(`create database ${migrated}`);
  await prepare(migrated, migrateToLatest);
  await admin.query(`create database ${seeded} template ${migrated}`);
  await prepare(seeded, seed);
  return {
    templates: { kind: 'postgres', migrated, seeded } satisfies TestTemplates,
    teardown: async () => {
      for (const name of [seeded, migrated]) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
