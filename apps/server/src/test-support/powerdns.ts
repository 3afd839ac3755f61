import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

/**
 * A throwaway PowerDNS authoritative server (Debian's pdns-server with the gsqlite3 backend) on
 * loopback, with its HTTP API on: what the DNS tests publish to and query with `dig`. The test
 * command installs the packages (scripts/ensure-powerdns.mjs); `missingPowerDns()` names what is
 * still missing so a test can fail saying so instead of skipping silently.
 */
export const PDNS_SERVER = process.env.PDNS_SERVER_PATH || '/usr/sbin/pdns_server';
export const DIG = process.env.DIG_PATH || '/usr/bin/dig';
const SCHEMA = [
  '/usr/share/pdns-backend-sqlite3/schema/schema.sqlite3.sql',
  '/usr/share/doc/pdns-backend-sqlite3/schema.sqlite3.sql',
];

export function missingPowerDns(): string | null {
  const missing = [
    [PDNS_SERVER, 'pdns-server'],
    [SCHEMA.find((p) => existsSync(p)) ?? SCHEMA[0]!, 'pdns-backend-sqlite3'],
    [DIG, 'dnsutils (dig)'],
  ].filter(([path]) => !existsSync(path!));
  if (!missing.length) return null;
  return `PowerDNS test needs ${missing.map(([, pkg]) => pkg).join(', ')}: run \`node scripts/ensure-powerdns.mjs\` as root (apt-get install pdns-server pdns-backend-sqlite3 dnsutils), then run the tests again.`;
}

export interface LocalPowerDns {
  apiUrl: string;
  apiKey: string;
  dnsPort: number;
  /** `dig +short` answers for name/type, sorted. */
  query(name: string, type: string): Promise<string[]>;
  stop(): Promise<void>;
}

/** Ports and key chosen by the caller (the e2e run's fixed ones), else free ports and a random key. */
export async function startPowerDns(
  fixed: { dnsPort: number; apiPort: number; apiKey: string } | null = null,
): Promise<LocalPowerDns> {
  const dir = mkdtempSync(join(tmpdir(), 'sportello-pdns-'));
  const database = join(dir, 'pdns.sqlite3');
  const db = new DatabaseSync(database);
  db.exec(readFileSync(SCHEMA.find((p) => existsSync(p))!, 'utf8'));
  db.close();
  const [dnsPort, apiPort] = fixed ? [fixed.dnsPort, fixed.apiPort] : [await freePort(), await freePort()];
  const apiKey = fixed?.apiKey ?? `test-${Math.random().toString(36).slice(2)}`;
  const conf = [
    `launch=gsqlite3`,
    `gsqlite3-database=${database}`,
    `local-address=127.0.0.1`,
    `local-port=${dnsPort}`,
    `webserver=yes`,
    `webserver-address=127.0.0.1`,
    `webserver-port=${apiPort}`,
    `webserver-allow-from=127.0.0.0/8`,
    `api=yes`,
    `api-key=${apiKey}`,
    `socket-dir=${dir}`,
    `guardian=no`,
    `daemon=no`,
    `disable-syslog=yes`,
    `write-pid=no`,
    `loglevel=3`,
    // Answers change at once: no packet or query cache between a publish and the next query.
    `cache-ttl=0`,
    `negquery-cache-ttl=0`,
    `query-cache-ttl=0`,
    `zone-cache-refresh-interval=0`,
  ].join('\n');
  writeFileSync(join(dir, 'pdns.conf'), `${conf}\n`);
  const child: ChildProcess = spawn(PDNS_SERVER, [`--config-dir=${dir}`], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const apiUrl = `http://127.0.0.1:${apiPort}`;

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pdns_server exited (${child.exitCode}): ${log}`);
    try {
      const r = await fetch(`${apiUrl}/api/v1/servers/localhost`, { headers: { 'X-API-Key': apiKey } });
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`pdns_server did not answer on ${apiUrl}: ${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  const run = promisify(execFile);
  return {
    apiUrl,
    apiKey,
    dnsPort,
    async query(name, type) {
      const { stdout } = await run(DIG, [
        '@127.0.0.1',
        '-p',
        String(dnsPort),
        '+short',
        '+norecurse',
        '+time=2',
        '+tries=2',
        name,
        type,
      ]);
      return stdout
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .sort();
    },
    async stop() {
      // A signal to the whole process group (Playwright's stop) may have ended it already.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
