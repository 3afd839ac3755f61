import { PGlite } from '@electric-sql/pglite';
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { closeSync, constants, cpSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { REPO_ROOT } from './config.ts';
import { SUBPROCESS_START_MS, SUBPROCESS_TEST_MS } from './test-support/subprocess.ts';

const onPostgres = process.env.SPORTELLO_TEST_DB === 'postgres';

/** What `npm start` runs once the web app is built (scripts/start.mjs): the launcher and, as its child, the server. */
const LAUNCHER = [
  '--input-type=module',
  '-e',
  `import { runServer } from '${REPO_ROOT}/scripts/run-server.mjs'; runServer();`,
];
/**
 * A process that stops has this long to be gone: its shutdown, and the launcher's look at its parent.
 * The server's shutdown waits for a job under way, up to the job queue's 30 s (platform/jobs/job-queue.ts):
 * usually gone within a second, it once took over 5 s under a whole test run's load.
 */
const GONE_WITHIN_MS = 35_000;

/** Whether a process has ended (a zombie nobody has reaped yet has too). */
function gone(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return true;
  try {
    return readFileSync(stat, 'utf8').split(') ')[1]?.startsWith('Z') ?? true;
  } catch {
    return true;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** A process and all it started, still running or not yet reaped. */
const tree = (pid: number): number[] => [pid, ...childrenOf(pid).flatMap(tree)];

let dataDir: string;
let env: NodeJS.ProcessEnv;
const started: number[] = [];
/** What a test spawned: whatever of it a failed test leaves running (the dev servers, Vite) is stopped after it. */
const spawned: ChildProcess[] = [];

/** A migrated database on disk, made once: each test starts on a copy of its files. */
let migratedDir: string;

beforeAll(async () => {
  migratedDir = mkdtempSync(join(tmpdir(), 'sportello-start-migrated-'));
  const pglite = new PGlite(join(migratedDir, 'db'), {
    loadDataDir: new Blob([readFileSync(inject('testTemplates').migrated)]),
  });
  await pglite.close();
});

afterAll(() => rmSync(migratedDir, { recursive: true, force: true }));

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'sportello-start-'));
  // The server migrates an empty database at start: starting from a migrated one saves it the time, and
  // copying its files saves each test the embedded database's own load (about 2 s of CPU).
  cpSync(join(migratedDir, 'db'), join(dataDir, 'db'), { recursive: true });
  env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO: '0',
    PORT: '0',
    HOST: '127.0.0.1',
    WEB_PROCESSES: '1',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    SESSION_SECRET: 's'.repeat(40),
  };
});

afterEach(() => {
  const running = spawned.splice(0).filter((child) => child.pid && child.exitCode === null && !child.signalCode);
  const left = [...started.splice(0), ...running.flatMap((child) => tree(child.pid!))];
  for (const pid of left) if (!gone(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Waits until the output read so far says the server listens, and answers the launcher's and the server's pids. */
async function listening(
  launcherPid: () => number,
  output: () => string,
): Promise<{ launcher: number; server: number }> {
  await vi.waitFor(() => expect(output()).toMatch(/running at http:\/\/localhost:\d+/), {
    timeout: SUBPROCESS_START_MS,
    interval: 100,
  });
  const launcher = launcherPid();
  const [server] = childrenOf(launcher);
  if (server === undefined) throw new Error('the launcher runs no server');
  started.push(launcher, server);
  return { launcher, server };
}

/** Waits until every pid is gone; a failure shows the end of what the processes printed, when given. */
async function expectGone(pids: number[], output?: () => string): Promise<void> {
  const printed = () => (output ? `the end of their output:\n${output().slice(-3000)}` : undefined);
  await vi.waitFor(
    () =>
      expect(
        pids.filter((pid) => !gone(pid)),
        printed(),
      ).toEqual([]),
    {
      timeout: GONE_WITHIN_MS,
      interval: 50,
    },
  );
}

describe.skipIf(onPostgres)('npm start', () => {
  it(
    'stops on SIGTERM after whoever read its output has gone (`npm start | tee log` on Ctrl-C)',
    async () => {
      // A named pipe, as the shell makes for `| tee`: the launcher and the server write to it.
      const fifo = join(dataDir, 'output');
      execFileSync('mkfifo', [fifo]);
      const reader = new Socket({ fd: openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK), readable: true });
      const writeEnd = openSync(fifo, constants.O_WRONLY);
      const launcher = spawn(process.execPath, LAUNCHER, {
        cwd: REPO_ROOT,
        env,
        detached: true,
        stdio: ['ignore', writeEnd, writeEnd],
      });
      closeSync(writeEnd);
      spawned.push(launcher);
      const exited = new Promise<number | null>((resolve) => launcher.on('exit', (code) => resolve(code)));
      let output = '';
      reader.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const pids = await listening(
        () => launcher.pid!,
        () => output,
      );
      reader.destroy();
      await new Promise((resolve) => reader.once('close', resolve));
      // Ctrl-C signals the whole group; a supervisor stopping the service does the same with SIGTERM.
      process.kill(-pids.launcher, 'SIGTERM');
      await expectGone([pids.launcher, pids.server]);
      // A shutdown that went well, however its last log lines fared.
      expect(await exited).toBe(0);
    },
    SUBPROCESS_TEST_MS,
  );

  it(
    'stops the launcher and the server when npm is killed by its pid',
    async () => {
      // npm runs the script through `sh -c`, which stays the launcher's parent.
      const npm = spawn('sh', ['-c', `"${process.execPath}" "$@"; exit $?`, 'sh', ...LAUNCHER], {
        cwd: REPO_ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      spawned.push(npm);
      const output = collect(npm);
      const pids = await listening(() => childrenOf(npm.pid!)[0]!, output);
      npm.kill('SIGKILL');
      await expectGone([pids.launcher, pids.server], output);
    },
    SUBPROCESS_TEST_MS,
  );

  it(
    'stops the server when the launcher is killed',
    async () => {
      const launcher = spawn(process.execPath, LAUNCHER, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      spawned.push(launcher);
      const output = collect(launcher);
      const pids = await listening(() => launcher.pid!, output);
      launcher.kill('SIGKILL');
      await expectGone([pids.server], output);
    },
    SUBPROCESS_TEST_MS,
  );
});

describe.skipIf(onPostgres)('npm run dev', () => {
  it(
    'stops its server and Vite when npm is killed by its pid',
    async () => {
      const npm = spawn('sh', ['-c', `"${process.execPath}" scripts/dev.mjs; exit $?`], {
        cwd: REPO_ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      spawned.push(npm);
      const output = collect(npm);
      await vi.waitFor(
        () => {
          expect(output()).toMatch(/running at http:\/\/localhost:\d+/);
          expect(output()).toMatch(/Local:\s+http:\/\/localhost:\d+/);
        },
        { timeout: SUBPROCESS_START_MS, interval: 100 },
      );
      // The launcher, its two children (the server under Node's watch, Vite) and theirs.
      const [dev] = childrenOf(npm.pid!);
      const pids = tree(dev!);
      started.push(...pids);
      expect(pids.length).toBeGreaterThanOrEqual(4);
      npm.kill('SIGKILL');
      await expectGone(pids, output);
    },
    SUBPROCESS_TEST_MS,
  );
});

function collect(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Vite colours its banner when the environment asks for colour (FORCE_COLOR in CI), splitting "Local:".
  return () => stripVTControlCharacters(output);
}
