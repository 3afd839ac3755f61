import { defineConfig } from 'vitest/config';

// The domain is pure functions and data (no module state, no mocks): its files can share a worker's
// modules instead of importing zod and the schemas again for each one (5 s → about 1 s).
// Its tests do a fixed amount of work (the property tests' runs and seeds are fixed); how long that
// takes is the machine's, and in CI the domain runs beside typecheck and lint on the same cores: the
// limit only catches a test that never ends, not a slow machine (vitest's 5 s failed a property test
// of 1,000 runs there).
export default defineConfig({ test: { include: ['src/**/*.test.ts'], isolate: false, testTimeout: 60_000 } });
