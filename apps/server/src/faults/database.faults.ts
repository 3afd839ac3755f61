import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BROWSER_HEADERS, signIn } from '../bench/sign-in.ts';
import { DEMO_PASSWORD } from '../demo/seed.ts';
import { SUBPROCESS_START_MS } from '../test-support/subprocess.ts';
import { startLoad, type Answer, type Load, type LoadUser } from './load.ts';
import { createPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';
import { freePort } from '../test-support/free-port.ts';

/**
 * `npm run faults`: Sportello (`src/server.ts`, two web processes and the job worker) on a
 * PostgreSQL cluster of its own, under a bounded load of reads and ticket replies, while the
 * database loses backends, restarts (fast, and immediate: a crash) and stays down for a while,
 * once while a web process dies and is replaced. No other process may die, no acknowledged write
 * may be lost, a call during the outage answers 503 with Retry-After, and calls answer again
 * within 2 s of the database's return.
 */
const RESUME_MS = 2_000;
const SERVER_DIR = new URL('../..', import.meta.url).pathname;
const USERS = ['owner', 'owner', 'reseller', 'reseller'];

let cluster: PostgresCluster;
let server: ChildProcess;
let serverLog: string;
let dataDir: string;
let base: string;
let load: Load;
/** When the test killed a web process, and when it was seen gone: the calls on its connections then were cut. */
let killedAt = 0;
let goneAt = 0;

function serverOutput(): string {
  return readFileSync(serverLog, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The web processes the server started (its cluster workers). */
function childrenOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function startServer(databaseUrl: string): Promise<void> {
  dataDir = mkdtempSync(join(tmpdir(), 'sportello-faults-data-'));
  serverLog = join(dataDir, 'server.log');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const out = openSync(serverLog, 'w');
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    stdio: ['ignore', out, out],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_PROCESSES: '2',
      DEMO: '1',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web-dist'),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
      SESSION_SECRET: randomBytes(32).toString('hex'),
    },
  });
  closeSync(out);
  for (const until = Date.now() + SUBPROCESS_START_MS; Date.now() < until; await sleep(200)) {
    if (server.exitCode !== null) throw new Error(`The server stopped before answering:\n${serverOutput()}`);
    if (/Sportello is running/.test(readFileSync(serverLog, 'utf8'))) return;
  }
  throw new Error(`The server did not start:\n${serverOutput()}`);
}

async function stopServer(): Promise<void> {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const killer = setTimeout(() => server.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(killer);
}

/** Signs in and opens a ticket of the user's own to reply to. */
async function loadUser(username: string): Promise<LoadUser> {
  const cookie = await signIn(base, username, DEMO_PASSWORD);
  const response = await fetch(`${base}/rest/tickets`, {
    method: 'POST',
    headers: { ...BROWSER_HEADERS, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ department: 'amministrativa', titolo: 'Guasti', messaggio: 'Risposte sotto carico' }),
  });
  if (!response.ok) throw new Error(`opening a ticket as ${username}: ${response.status} ${await response.text()}`);
  return { cookie, ticketId: ((await response.json()) as { id: number }).id };
}

/** Answers to calls started from `from` (included) to `to` (excluded). */
const startedBetween = (from: number, to: number) =>
  load.answers.filter((answer) => answer.started >= from && answer.started < to);

const describeAnswer = ({ kind, status, started }: Answer) => `${kind} ${status} at ${new Date(started).toISOString()}`;

/**
 * After the database's return at `back`: some call answers 200 within RESUME_MS, and every call
 * started after that answers 200 (watched for `watchMs`).
 */
async function expectResumed(back: number, watchMs = 1_000): Promise<void> {
  await sleep(RESUME_MS + watchMs);
  const resumed = load.answers.some((a) => a.status === 200 && a.started >= back && a.ended <= back + RESUME_MS);
  expect(resumed, `no call answered 200 within ${RESUME_MS} ms of the database's return`).toBe(true);
  const late = startedBetween(back + RESUME_MS, Date.now() - 200).filter((a) => a.status !== 200);
  expect(late.map(describeAnswer), `failed more than ${RESUME_MS} ms after the database's return`).toEqual([]);
}

describe('Sportello on a PostgreSQL that loses backends, restarts and goes down', () => {
  let admin: pg.Client;
  let webProcesses: number[];

  beforeAll(async () => {
    cluster = await createPostgresCluster();
    admin = new pg.Client({ connectionString: cluster.url() });
    await admin.connect();
    await admin.query('create database sportello');
    await admin.end();
    await startServer(cluster.url('sportello'));
    webProcesses = childrenOf(server.pid!);
    const users = await Promise.all(USERS.map(loadUser));
    load = startLoad(base, users, 20);
    await sleep(1_000);
  }, SUBPROCESS_START_MS + 60_000);

  afterAll(async () => {
    await load?.stop();
    await stopServer();
    await cluster?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps answering when the backends under its calls are terminated', async () => {
    admin = new pg.Client({ connectionString: cluster.url() });
    await admin.connect();
    let back = 0;
    try {
      for (let round = 0; round < 3; round += 1) {
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = 'sportello' and backend_type = 'client backend' and pid <> pg_backend_pid()`,
        );
        back = Date.now();
        await sleep(300);
      }
    } finally {
      await admin.end();
    }
    await expectResumed(back);
  });

  it('answers again within 2 s of a fast restart', async () => {
    await cluster.restart('fast');
    await expectResumed(Date.now());
  });

  it('answers again within 2 s of an immediate restart (a crash and its recovery)', async () => {
    await cluster.restart('immediate');
    await expectResumed(Date.now());
  });

  it('answers 503 with Retry-After while the database is down, and 200 within 2 s of its return', async () => {
    await cluster.stop('fast');
    const down = Date.now();
    await sleep(1_500);
    const starting = Date.now();
    await cluster.start();
    const back = Date.now();
    const duringOutage = load.answers.filter((a) => a.started >= down && a.ended <= starting);
    expect(duringOutage.length).toBeGreaterThan(0);
    expect(
      duringOutage.filter((a) => a.status !== 503 || a.retryAfter === null).map(describeAnswer),
      'answered otherwise than 503 with Retry-After while the database was down',
    ).toEqual([]);
    await expectResumed(back);
  });

  it(
    'replaces a web process that dies while the database is down with one that serves at once',
    async () => {
      await cluster.stop('fast');
      const [killed] = webProcesses;
      process.kill(killed!, 'SIGKILL');
      killedAt = Date.now();
      await vi.waitFor(() => expect(alive(killed!)).toBe(false), { interval: 10 });
      goneAt = Date.now();
      // The replacement says so once it has found the database out of reach, just before it listens.
      await vi.waitFor(() => expect(readFileSync(serverLog, 'utf8')).toMatch(/the job queue waits for the database/), {
        timeout: SUBPROCESS_START_MS,
        interval: 100,
      });
      await sleep(1_000);
      const replaced = childrenOf(server.pid!);
      expect(replaced).toHaveLength(2);
      expect(replaced).not.toContain(killed);
      await cluster.start();
      await expectResumed(Date.now());
      expect(childrenOf(server.pid!), serverOutput()).toEqual(replaced);
      webProcesses = replaced;
    },
    SUBPROCESS_START_MS + 30_000,
  );

  it('never refused a connection, never answered 500, lost no process and no acknowledged write', async () => {
    await load.stop();
    // The load's client learns that the killed process's connections closed a moment after it is gone.
    const cut = (a: Answer) =>
      a.status === 'refused' && a.failure === 'ECONNRESET' && a.ended >= killedAt && a.started <= goneAt + 100;
    const counts = new Map<string, number>();
    for (const answer of load.answers.filter((a) => !cut(a)))
      counts.set(String(answer.status), (counts.get(String(answer.status)) ?? 0) + 1);
    const summary = `${load.answers.length} calls (${load.answers.filter(cut).length} cut with the killed process, ${[...counts].map(([s, n]) => `${n} × ${s}`).join(', ')}), ${load.acknowledged.length} replies acknowledged`;
    console.log(summary);
    expect(
      [...counts.keys()].sort(),
      `${summary}: ${load.answers
        .filter((a) => typeof a.status !== 'number' && !cut(a))
        .map((a) => `${a.status} (${a.failure}) ${a.started - killedAt}..${a.ended - killedAt} ms after the kill`)
        .join('; ')}`,
    ).toEqual(['200', '503']);
    expect(load.answers.filter((a) => a.status === 503 && a.retryAfter === null).map(describeAnswer)).toEqual([]);

    expect(alive(server.pid!), serverOutput()).toBe(true);
    expect(webProcesses).toHaveLength(2);
    expect(childrenOf(server.pid!), serverOutput()).toEqual(webProcesses);
    // Only the one killed above.
    expect(readFileSync(serverLog, 'utf8').match(/a web process stopped/g), serverOutput()).toHaveLength(1);

    expect(load.acknowledged.length).toBeGreaterThan(0);
    const reader = new pg.Client({ connectionString: cluster.url('sportello') });
    await reader.connect();
    try {
      const { rows } = await reader.query<{ messaggio: string }>(
        `select messaggio from ticket_messages where messaggio like 'fault load %'`,
      );
      const stored = new Set(rows.map((row) => row.messaggio));
      expect(load.acknowledged.filter((text) => !stored.has(text))).toEqual([]);
    } finally {
      await reader.end();
    }
  });
});
