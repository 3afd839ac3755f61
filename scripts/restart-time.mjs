// `npm run restart-time`: how long `npm start` takes on an existing embedded database until the first
// page answers (issue 37: a warm restart ≤ 3 s). Seeds a throwaway data directory with a first start,
// then restarts `npm start` on it N times, each time from the spawn to the login page's HTML answered,
// prints the seconds of every restart, their median and the worst, and removes what it made.
//   npm run restart-time [-- --runs N] [--compare DIR]
// Builds the web app first if stale, so that no restart measured pays for a build. --compare restarts
// a second checkout (its packages installed) on a data directory of its own, in turn with this one,
// so that both share whatever else the machine is doing: its speed moves by a third within minutes.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildWebIfStale } from './build-web.mjs';

const root = new URL('..', import.meta.url).pathname;
const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, compare: { type: 'string' } },
});
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

/** `npm start` in `checkout` on `dataDir`, in its own process group so that stopping it stops npm, the launcher and the server. */
function npmStart(checkout, dataDir, port) {
  // The embedded database, whatever the shell points at.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return spawn('npm', ['start'], {
    cwd: checkout,
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
async function startOnce({ checkout, dataDir }) {
  const port = await freePort();
  const began = performance.now();
  const child = npmStart(checkout, dataDir, port);
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
const measured = [root, args.compare].filter(Boolean).map((checkout) => ({
  checkout,
  dataDir: mkdtempSync(join(tmpdir(), 'sportello-restart-')),
  seconds: [],
}));
const removeDataDirs = () => {
  for (const { dataDir } of measured) rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, async () => {
    if (running) await stop(running);
    removeDataDirs();
    process.exit(130);
  });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

try {
  buildWebIfStale();
  for (const one of measured) {
    console.log(
      `First start of ${one.checkout}, on an empty embedded database in ${one.dataDir} (migrations and demo seed)…`,
    );
    console.log(`  ${(await startOnce(one)).toFixed(2)} s`);
  }
  for (let run = 1; run <= RUNS; run++) {
    for (const one of measured) {
      one.seconds.push(await startOnce(one));
      console.log(
        `Warm restart ${run}${args.compare ? ` of ${one.checkout}` : ''}: ${one.seconds.at(-1).toFixed(2)} s`,
      );
    }
  }
  console.log('');
  for (const { checkout, seconds } of measured) {
    console.log(
      `Warm restart of ${checkout} (npm start until ${FIRST_PAGE} answers), ${RUNS} runs: median ${median(seconds).toFixed(2)} s, worst ${Math.max(...seconds).toFixed(2)} s`,
    );
  }
  if (args.compare) {
    const [here, other] = measured;
    const differences = here.seconds.map((s, run) => s - other.seconds[run]);
    console.log(`This checkout against the other, run by run: median ${median(differences).toFixed(2)} s`);
  }
} finally {
  if (running) await stop(running);
  removeDataDirs();
}
