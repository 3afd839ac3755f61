// `npm run bench`: bare Node http and Sportello side by side, measured with autocannon, in one run.
// The servers run in child processes on 127.0.0.1; the database (a throwaway PostgreSQL database or
// a temporary PGlite DATA_DIR) is removed at the end, on an error and on Ctrl-C too.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { REPO_ROOT } from '../config.ts';
import { DEMO_STAFF_TOTP_SECRET } from '../demo/console-seed.ts';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../demo/seed.ts';
import { generateVolume, VOLUME_PASSWORD } from '../demo/volume.ts';
import { loadConfig } from '../config.ts';
import { createDatabase, webProcessPoolSize, type DatabaseSource } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';
import { tokenDigest } from '../platform/sessions/tokens.ts';
import {
  BENCH_USAGE,
  BenchUsageError,
  formatTable,
  LARGE_COMPANY_PRODUCTS,
  LARGE_COMPANY_TICKETS,
  RESELLER_CUSTOMERS,
  LARGE_COMPANY_USERS,
  parseBenchArgs,
  plannedScenarios,
  type BenchContext,
  type BenchOptions,
  type Measurement,
  type Scenario,
  targetReport,
} from './bench-plan.ts';
import { recordFloorPlans } from './floor.ts';
import { statementCount, type FloorPlan } from './floor-plan.ts';
import type { FloorServerSetup } from './floor-server.ts';
import { BROWSER_HEADERS, signIn } from './sign-in.ts';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const HOST = '127.0.0.1';

/** Undone in reverse order at the end, whatever happens. */
const cleanups: (() => Promise<void> | void)[] = [];
let running: autocannon.Instance | undefined;
let stopping = false;

async function cleanUp(): Promise<void> {
  running?.stop();
  while (cleanups.length) {
    try {
      await cleanups.pop()!();
    } catch (error) {
      console.error(`clean-up: ${(error as Error).message}`);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping the servers and removing the bench database…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A child process, its output in a log file; stopped (TERM, then KILL) at clean-up. */
function startChild(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  logDir: string,
): { child: ChildProcess; log: string } {
  const log = join(logDir, `${name}.log`);
  const fd = openSync(log, 'w');
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  cleanups.push(() => stopChild(child));
  return { child, log };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

function tail(path: string, lines = 30): string {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

async function waitUntilUp(
  name: string,
  url: string,
  child: ChildProcess,
  log: string,
  seconds: number,
): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} stopped before answering:\n${tail(log)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not answer ${url} within ${seconds} s:\n${tail(log)}`);
}

/** How many web processes the server says it started (WEB_PROCESSES), once it has said so. */
async function webProcessesOf(log: string): Promise<string> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    const said = /Web processes: (\d+)/.exec(readFileSync(log, 'utf8'))?.[1];
    if (said) return said;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return '?';
}

/** The bench's database: PGlite in the temporary folder, BENCH_DATABASE_URL, or a throwaway one on the local server. */
async function benchDatabase(
  options: BenchOptions,
  dataDir: string,
): Promise<{ source: DatabaseSource; describe: string }> {
  if (options.pglite)
    return {
      source: { kind: 'pglite', dataDir: join(dataDir, 'db') },
      describe: 'PGlite (embedded) in a temporary DATA_DIR',
    };
  if (process.env.BENCH_DATABASE_URL)
    return {
      source: { kind: 'postgres', url: process.env.BENCH_DATABASE_URL },
      describe: 'PostgreSQL (BENCH_DATABASE_URL)',
    };
  const name = `sportello_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: LOCAL_POSTGRES });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `No PostgreSQL at ${LOCAL_POSTGRES} (${(error as Error).message}): set BENCH_DATABASE_URL or use --pglite`,
      { cause: error },
    );
  }
  await admin.query(`create database ${name}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(LOCAL_POSTGRES);
  url.pathname = `/${name}`;
  return { source: { kind: 'postgres', url: url.toString() }, describe: `PostgreSQL (throwaway database ${name})` };
}

/** Migrations, the demo data and the volume, before the server starts (it would seed only an empty database). */
async function prepare(source: DatabaseSource, sessionSecret: string, volume: number): Promise<string | undefined> {
  const db = createDatabase(source);
  try {
    await migrateToLatest(db);
    await seedDemoIfEmpty(db, (value) => tokenDigest(sessionSecret, value));
    if (volume === 0) return undefined;
    console.log(`Generating ${volume.toLocaleString('en-US')} companies…`);
    const made = await generateVolume(db, {
      companies: volume,
      usersPerCompany: 3,
      largeCompanyUsers: LARGE_COMPANY_USERS,
      largeCompanyProducts: LARGE_COMPANY_PRODUCTS,
      largeCompanyTickets: LARGE_COMPANY_TICKETS,
      resellerCustomers: RESELLER_CUSTOMERS,
    });
    console.log(
      `  ${made.companies.toLocaleString('en-US')} companies and ${made.users.toLocaleString('en-US')} users in ${made.seconds.toFixed(1)} s`,
    );
    return made.firstOwner;
  } finally {
    await db.destroy();
  }
}

/** Clock ticks per second of /proc's CPU times (USER_HZ): 100 on every Linux build that matters. */
const USER_HZ = 100;

/** The CPU (user + system, µs) a process and its children (the web processes) have used so far, from /proc; undefined where there is none. */
function processCpuMicros(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // The command name (field 2) may hold spaces: the times are counted from after its closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const own = ((Number(fields[11]) + Number(fields[12])) / USER_HZ) * 1e6;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
    return children.reduce((sum, child) => sum + (processCpuMicros(child) ?? 0), own);
  } catch {
    return undefined;
  }
}

/** Load on one target, and the CPU the serving process spent per answer (steadier than req/s on a busy machine). */
function measure(
  label: string,
  url: string,
  options: BenchOptions,
  headers: Record<string, string>,
  serverPid: number | undefined,
): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    if (stopping) return reject(new Error('stopped'));
    const cpuBefore = processCpuMicros(serverPid);
    running = autocannon(
      { url, connections: options.connections, duration: options.duration, headers },
      (error, result) => {
        running = undefined;
        if (error || stopping) return reject(error ?? new Error('stopped'));
        const cpuAfter = processCpuMicros(serverPid);
        resolve({
          label,
          requestsPerSecond: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          failures: result.non2xx + result.errors + result.timeouts,
          ...(cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
            ? { cpuMicrosPerCall: (cpuAfter - cpuBefore) / result.requests.total }
            : {}),
        });
      },
    );
  });
}

/**
 * The floor (floor-plan.ts): the statements each request sends, recorded in this process, served by
 * floor-server.ts with as many processes and pooled connections as Sportello's web processes.
 */
async function startFloor(
  serverEnv: NodeJS.ProcessEnv,
  databaseUrl: string,
  sessionSecret: string,
  requests: Parameters<typeof recordFloorPlans>[3],
  dataDir: string,
): Promise<{ plans: Record<string, FloorPlan>; base: string; pid: number | undefined; stop: () => Promise<void> }> {
  const plans = await recordFloorPlans(serverEnv, databaseUrl, sessionSecret, requests);
  const config = loadConfig(serverEnv);
  const port = await freePort();
  const setup: FloorServerSetup = {
    url: databaseUrl,
    host: HOST,
    port,
    processes: config.webProcesses,
    poolSize: config.databasePoolSize ?? webProcessPoolSize(config.webProcesses),
    plans,
  };
  const setupFile = join(dataDir, 'floor.json');
  writeFileSync(setupFile, JSON.stringify(setup));
  const floor = startChild(
    'floor',
    ['--import', 'tsx', 'apps/server/src/bench/floor-server.ts', setupFile],
    { ...process.env },
    dataDir,
  );
  const base = `http://${HOST}:${port}`;
  await waitUntilUp('the floor', `${base}/`, floor.child, floor.log, 60);
  // Each floor answers as Sportello did before it is measured: a refusal measured fast is no figure.
  for (const name of Object.keys(plans)) {
    if (!statementCount(plans[name]!)) continue;
    const response = await fetch(`${base}/${name}`);
    if (response.status !== 200)
      throw new Error(`${name}'s floor answered ${response.status} ${(await response.text()).slice(0, 300)}`);
  }
  return { plans, base, pid: floor.child.pid, stop: () => stopChild(floor.child) };
}

async function main(options: BenchOptions): Promise<void> {
  const { run, skipped } = plannedScenarios(options);
  const dataDir = mkdtempSync(join(tmpdir(), 'sportello-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const sessionSecret = randomBytes(32).toString('hex');
  const started = new Date();
  const loadBefore = loadavg();

  const database = await benchDatabase(options, dataDir);
  console.log(`Database: ${database.describe}`);
  const volumeOwner = await prepare(database.source, sessionSecret, options.volume);

  const barePort = await freePort();
  const hello = `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'text/plain' }); s.end('Hello World'); }).listen(${barePort}, '${HOST}');`;
  const bare = startChild('bare-node', ['-e', hello], { ...process.env }, dataDir);
  await waitUntilUp('bare Node', `http://${HOST}:${barePort}/`, bare.child, bare.log, 30);

  const port = await freePort();
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    DATABASE_URL: database.source.kind === 'postgres' ? database.source.url : '',
    DEMO: '1',
    SESSION_SECRET: sessionSecret,
    MAINTENANCE: '0',
    TRUST_PROXY: 'false',
    LOG_FORMAT: 'json',
    WORKER: '1',
  };
  // As `npm start` runs it (the server's bundle, built again when its sources changed, with its Node
  // flags), minus the web build: the bench calls no page.
  const { bundledServerArgs } = (await import(join(REPO_ROOT, 'scripts/build-server.mjs'))) as {
    bundledServerArgs: () => Promise<string[]>;
  };
  const server = startChild('sportello', await bundledServerArgs(), serverEnv, dataDir);
  const base = `http://${HOST}:${port}`;
  await waitUntilUp('Sportello', `${base}/healthz`, server.child, server.log, 180);
  const webProcesses = await webProcessesOf(server.log);

  const needs = new Set(run.map((s) => s.as));
  const cookies: Partial<Record<Scenario['as'], string>> = { nobody: '' };
  if (needs.has('owner')) cookies.owner = await signIn(base, 'owner', DEMO_PASSWORD);
  if (needs.has('staff')) cookies.staff = await signIn(base, 'staff', DEMO_PASSWORD, DEMO_STAFF_TOTP_SECRET);
  if (needs.has('reseller')) cookies.reseller = await signIn(base, 'reseller', DEMO_PASSWORD);
  if (needs.has('volume-owner') && volumeOwner)
    cookies['volume-owner'] = await signIn(base, volumeOwner, VOLUME_PASSWORD);
  const context: BenchContext = { companyId: 0, usersDeepPage: Math.ceil(LARGE_COMPANY_USERS / 10) };
  // How many products the group holds depends on the day (the group is by expiry): the last page is read
  // from page 1's total.
  if (run.some((s) => s.name === 'products-deep') && cookies['volume-owner']) {
    const first = (await (
      await fetch(`${base}/rest/products?page=1&group=later`, {
        headers: { ...BROWSER_HEADERS, cookie: cookies['volume-owner'] },
      })
    ).json()) as { total: number; size: number };
    context.productsDeepPage = Math.max(1, Math.ceil(first.total / first.size));
  }
  if (cookies.owner) {
    const info = (await (
      await fetch(`${base}/api/dashboard/userinfo`, { headers: { ...BROWSER_HEADERS, cookie: cookies.owner } })
    ).json()) as { id_azienda: number };
    context.companyId = info.id_azienda;
  }

  // Every target answers 200 before it is measured: a refusal measured fast is no figure.
  for (const scenario of run) {
    const response = await fetch(`${base}${scenario.path(context)}`, {
      headers: { ...BROWSER_HEADERS, cookie: cookies[scenario.as] ?? '' },
    });
    if (response.status !== 200)
      throw new Error(
        `${scenario.name}: ${scenario.path(context)} answered ${response.status} ${(await response.text()).slice(0, 300)}`,
      );
  }

  const floor =
    database.source.kind === 'postgres'
      ? await startFloor(
          serverEnv,
          database.source.url,
          sessionSecret,
          run.map((scenario) => ({
            name: scenario.name,
            path: scenario.path(context),
            headers: { ...BROWSER_HEADERS, cookie: cookies[scenario.as] ?? '' },
          })),
          dataDir,
        )
      : undefined;

  console.log(
    `Measuring ${options.duration} s per target, ${options.connections} connections (${cpus().length} cores, load ${loadBefore.map((l) => l.toFixed(2)).join(' ')})…`,
  );
  // Bare Node is measured first and again last: this machine's speed moves by a fifth within an hour, and
  // shares of the two runs' mean (the references' own shares show the drift) hold better than shares of one.
  const reference = await measure(
    'bare Node `http` hello-world',
    `http://${HOST}:${barePort}/`,
    options,
    BROWSER_HEADERS,
    bare.child.pid,
  );
  const rows: Measurement[] = [];
  for (const scenario of run) {
    const statements = floor ? statementCount(floor.plans[scenario.name]!) : 0;
    process.stdout.write(`  ${scenario.name}…${statements ? ` (${statements} statements, then its floor)` : ''}\n`);
    const label = `${scenario.label}${scenario.as === 'nobody' ? '' : ' (signed in)'}`;
    const measured = await measure(
      label,
      `${base}${scenario.path(context)}`,
      options,
      { ...BROWSER_HEADERS, cookie: cookies[scenario.as] ?? '' },
      server.child.pid,
    );
    // A read from memory sends nothing: its floor would be a hello-world, which bare Node already is.
    if (floor && statements > 0)
      measured.floor = await measure(
        `${scenario.name}'s floor`,
        `${floor.base}/${scenario.name}`,
        options,
        BROWSER_HEADERS,
        floor.pid,
      );
    rows.push({ ...measured, ...(scenario.target ? { target: scenario.target } : {}) });
  }

  const closing = await measure(
    'bare Node `http` hello-world, again at the end',
    `http://${HOST}:${barePort}/`,
    options,
    BROWSER_HEADERS,
    bare.child.pid,
  );
  await stopChild(bare.child);
  if (floor) await floor.stop();
  const loadAfter = loadavg();
  console.log(
    `\nSportello on ${options.pglite ? 'PGlite' : 'PostgreSQL'} (${webProcesses} web process${webProcesses === '1' ? '' : 'es'}, WEB_PROCESSES), ${options.connections} connections, ${options.duration} s each` +
      `${options.volume ? `, volume ${options.volume.toLocaleString('en-US')} companies` : ', demo data'}` +
      ` — ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ${cpus().length} cores,` +
      ` load average ${loadBefore[0]!.toFixed(2)} before, ${loadAfter[0]!.toFixed(2)} after\n`,
  );
  console.log(formatTable(reference, rows, closing));
  console.log(`\n${targetReport(reference, rows, closing).join('\n')}`);
  if (!floor) console.log('(no floors: they need PostgreSQL)');
  for (const { scenario, why } of skipped) console.log(`(${scenario.name} not measured: ${why})`);
}

let options: BenchOptions;
try {
  options = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof BenchUsageError)) throw error;
  console.error(`${error.message}\n\n${BENCH_USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(BENCH_USAGE);
} else {
  try {
    await main(options);
  } catch (error) {
    if (!stopping) {
      console.error(`bench failed: ${(error as Error).message}`);
      process.exitCode = 1;
    }
  } finally {
    if (!stopping) await cleanUp();
  }
}
