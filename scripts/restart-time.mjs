// `npm run restart-time`: how long `npm start` takes on an existing embedded database until the first
// page answers (issue 37: a warm restart ≤ 3 s). Seeds a throwaway data directory with a first start,
// then restarts `npm start` on it N times, each time from the spawn to the login page's HTML answered,
// prints the seconds of every restart, their median and the worst, and removes what it made.
//   npm run restart-time [-- --runs N]
// Builds the web app first if stale, so that no restart measured pays for a build.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildWebIfStale } from './build-web.mjs';

const root = new URL('..', import.meta.url).pathname;
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Math.max(1, Number(args.runs) || 5);
const FIRST_PAGE = '/auth/login';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** `npm start` on `dataDir`, in its own process group so that stopping it stops npm, the launcher and the server. */
function npmStart(dataDir, port) {
  // The embedded database, whatever the shell points at.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
}

async function untilFirstPage(base, child) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start stopped (exit ${child.exitCode})`);
    try {
      const response = await fetch(`${base}${FIRST_PAGE}`);
      if (response.ok && (await response.text()).includes('<div id="root">')) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${FIRST_PAGE} did not answer within 5 minutes`);
}

/** Whether a process of the group is still there (signal 0 only asks). */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stop(child) {
  if (child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  // npm goes before the server it started, which still closes the database: the next start would
  // find the data directory locked, and a removed one written again.
  const deadline = Date.now() + 60_000;
  while (groupAlive(child.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

/** Seconds from `npm start` to the first page answered. */
async function startOnce(dataDir) {
  const port = await freePort();
  const began = performance.now();
  const child = npmStart(dataDir, port);
  running = child;
  try {
    await untilFirstPage(`http://127.0.0.1:${port}`, child);
    return (performance.now() - began) / 1000;
  } finally {
    await stop(child);
    running = undefined;
  }
}

let running;
const dataDir = mkdtempSync(join(tmpdir(), 'sportello-restart-'));
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, async () => {
    if (running) await stop(running);
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  });

try {
  buildWebIfStale();
  console.log(`First start, on an empty embedded database in ${dataDir} (migrations and demo seed)…`);
  console.log(`  ${(await startOnce(dataDir)).toFixed(2)} s`);
  const seconds = [];
  for (let run = 1; run <= RUNS; run++) {
    seconds.push(await startOnce(dataDir));
    console.log(`Warm restart ${run}: ${seconds.at(-1).toFixed(2)} s`);
  }
  const sorted = [...seconds].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  console.log(
    `\nWarm restart (npm start until ${FIRST_PAGE} answers), ${RUNS} runs: median ${median.toFixed(2)} s, worst ${sorted.at(-1).toFixed(2)} s`,
  );
} finally {
  if (running) await stop(running);
  rmSync(dataDir, { recursive: true, force: true });
}
