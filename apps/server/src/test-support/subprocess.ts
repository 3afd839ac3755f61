import { REPO_ROOT } from '../config.ts';

/**
 * How long a test waits for `node --import tsx` to start the server or the worker: it compiles
 * the whole server first, which takes 2–5 s on a quiet machine and far longer when other test
 * suites share its two cores. The tests check what the process says, not how fast it says it.
 */
export const SUBPROCESS_START_MS = 90_000;

/** The test's own limit: the subprocess's, and a little more to read its answer. */
export const SUBPROCESS_TEST_MS = SUBPROCESS_START_MS + 30_000;

/**
 * The server as `npm start` runs it, one bundled file (scripts/build-server.mjs), built when its sources
 * changed: a process loads it in a second instead of compiling every module through tsx.
 */
export async function serverBundle(): Promise<string> {
  const { buildServerIfStale, SERVER_BUNDLE } = (await import(`${REPO_ROOT}/scripts/build-server.mjs`)) as {
    buildServerIfStale: () => Promise<void>;
    SERVER_BUNDLE: string;
  };
  await buildServerIfStale();
  return SERVER_BUNDLE;
}
