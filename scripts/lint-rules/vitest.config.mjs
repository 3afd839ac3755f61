import { defineConfig } from 'vitest/config';

// The rules of eslint.config.js and biome.json, tested apart from the workspaces (they belong to none of them).
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.test.mjs'],
    testTimeout: 30_000,
  },
});
