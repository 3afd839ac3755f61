import { defineConfig } from 'vitest/config';

/**
 * `npm run faults`: the fault suite (src/faults), apart from the unit tests: it starts a
 * PostgreSQL cluster of its own and the whole server, and its tests run in order on one load.
 */
export default defineConfig({
  test: {
    include: ['src/faults/**/*.faults.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
