import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import WaitingFilesFirst from './src/test-support/waiting-files-first.ts';

/**
 * One command, both databases: the `pglite` projects always run (in-memory PGlite per test file);
 * the `postgres` ones run when TEST_DATABASE_URL names a PostgreSQL server where throwaway databases
 * may be created, and then PGlite keeps the files of the engine (ENGINE below). Each project
 * migrates and seeds once (template-databases.ts) and every test file starts from a copy.
 *
 * Files share a worker's module cache, so the app is imported once per worker rather than once per
 * file; each file still gets its own database and app, which is all the state the suite keeps. A
 * file that replaces a module (vi.mock) cannot share it: it is called *.isolated.test.ts and runs
 * in a worker of its own.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ISOLATED = 'src/**/*.isolated.test.ts';

/**
 * What differs between the two engines lives below the features: the engine and its driver (types,
 * migrations, the one connection, the job queue in the caller's transaction, `npm start` on the embedded
 * database). With PostgreSQL present these files run on PGlite too; every other file runs on
 * PostgreSQL only, on one connection as PGlite has (a query outside its transaction waits for it
 * there as it would on PGlite, and fails; a file that races requests asks for a pool,
 * `buildTestApp(…, { racing: true })`). Without PostgreSQL every file runs on PGlite.
 */
const ENGINE = [
  'src/*.test.ts',
  'src/demo/**/*.test.ts',
  'src/modules/**/*.test.ts',
  'src/platform/db/**/*.test.ts',
  'src/platform/jobs/**/*.test.ts',
  'src/platform/mail/**/*.test.ts',
];

function projectsFor(db: 'pglite' | 'postgres'): TestProjectInlineConfiguration[] {
  const test = { env: { SPORTELLO_TEST_DB: db }, globalSetup: ['src/test-support/template-databases.ts'] };
  const engineOnly = db === 'pglite' && onPostgres;
  const include = engineOnly ? ENGINE : ['src/**/*.test.ts'];
  const projects: TestProjectInlineConfiguration[] = [
    { extends: true, test: { ...test, name: db, include, exclude: [ISOLATED], isolate: false } },
  ];
  // No isolated file tests the engine itself.
  if (!engineOnly) {
    projects.push({ extends: true, test: { ...test, name: `${db} isolated`, include: [ISOLATED], isolate: true } });
  }
  return projects;
}

export default defineConfig({
  test: {
    // include is per project: a project's arrays add to the root's rather than replace them.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files spend more time waiting (PostgreSQL, job polls, timers) than computing: more workers than cores.
    maxWorkers: 4,
    sequence: { sequencer: WaitingFilesFirst },
    projects: [...projectsFor('pglite'), ...(onPostgres ? projectsFor('postgres') : [])],
  },
});
