import { defineConfig } from 'vitest/config';

/**
 * One command, both databases: the `pglite` project always runs (in-memory
 * PGlite per test file); the `postgres` project runs the same files when
 * TEST_DATABASE_URL names a PostgreSQL server where throwaway databases may be created.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'pglite', env: { SPORTELLO_TEST_DB: 'pglite' } } },
      ...(onPostgres ? [{ extends: true, test: { name: 'postgres', env: { SPORTELLO_TEST_DB: 'postgres' } } }] : []),
    ],
  },
});
