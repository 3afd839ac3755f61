import { defineConfig } from 'vitest/config';

// The domain is pure functions and data (no module state, no mocks): its files can share a worker's
// modules instead of importing zod and the schemas again for each one (5 s → about 1 s).
export default defineConfig({ test: { include: ['src/**/*.test.ts'], isolate: false } });
