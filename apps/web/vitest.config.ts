import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const TESTS = 'src/**/*.test.{ts,tsx}';
const ISOLATED = 'src/**/*.isolated.test.{ts,tsx}';

// react-router ships CJS and ESM builds and the test runner reached both, giving two router
// contexts; every import goes to the ESM build, as in the browser bundle.
const routerDist = dirname(createRequire(import.meta.url).resolve('react-router'));

export default mergeConfig(
  viteConfig,
  defineConfig({
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
        { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
      ],
    },
    test: {
      environment: 'happy-dom',
      // As the browser journeys run (reducedMotion: 'reduce'): the theme honours it, so Mantine's
      // transitions end at once instead of leaving timers behind a test — one that fired after its
      // file's window was gone failed a run.
      environmentOptions: { happyDOM: { settings: { device: { prefersReducedMotion: 'reduce' } } } },
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      testTimeout: 15_000,
      // Vitest keeps a core free by default; the suite is the only thing running, so it gets them all.
      maxWorkers: availableParallelism(),
      // The UI libraries load as one prebuilt file each instead of hundreds of modules, in a thread
      // rather than a process: the suite took a fifth less time (70 → 55 s on 2 cores).
      pool: 'threads',
      // Files share a worker's module cache, so the UI libraries load once per worker rather than once
      // per file (a third less time); setup.ts empties the app's singletons after every case. A file that
      // replaces a module (vi.mock) or asserts what a fresh worker has loaded is called *.isolated.test
      // and runs in a worker of its own.
      projects: [
        { extends: true, test: { name: 'shared', include: [TESTS], exclude: [ISOLATED], isolate: false } },
        { extends: true, test: { name: 'isolated', include: [ISOLATED], isolate: true } },
      ],
      deps: {
        optimizer: {
          client: {
            enabled: true,
            include: [
              '@mantine/core',
              '@mantine/hooks',
              '@mantine/modals',
              '@mantine/notifications',
              '@tabler/icons-react',
              '@tanstack/react-query',
              '@testing-library/react',
              '@testing-library/user-event',
              'i18next',
              'react',
              'react-dom',
              'react-dom/client',
              'react-hook-form',
              'react-i18next',
              'zod',
            ],
          },
        },
      },
    },
  }),
);
