import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../test-support/free-port.ts';

/** A PostgreSQL cluster of its own, in a temporary folder on a free loopback port, that a test may stop, restart and crash. */
export interface PostgresCluster {
  /** postgres:// URL of the `postgres` database, as the superuser. */
  url(database?: string): string;
  /** Stops the server: 'fast' rolls back and ends every session; 'immediate' crashes it (recovery on the next start). */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again and answers once it accepts connections. */
  start(): Promise<void>;
  /** Stops it (fast or immediate) and starts it again, as `pg_ctl restart`; answers once it accepts connections. */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  /** Stops it for good and removes its folder. */
  remove(): Promise<void>;
}

/** Debian's PostgreSQL binaries, the newest version installed; PG_BINDIR names others. */
function binDir(): string {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`No PostgreSQL server binaries in ${root}/*/bin: install them or set PG_BINDIR`);
  return join(root, versions[0], 'bin');
}

export async function createPostgresCluster(): Promise<PostgresCluster> {
  const bin = binDir();
  const folder = mkdtempSync(join(tmpdir(), 'sportello-faults-'));
  // initdb refuses to run as root: the cluster then belongs to the postgres user.
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(folder, uid, gid);
  }
  // Asynchronous: the load under test goes on while PostgreSQL stops and starts.
  const run = async (program: string, args: string[]): Promise<void> => {
    const [command, rest] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args];
    await promisify(execFile)(command, rest, { cwd: folder });
  };
  const data = join(folder, 'data');
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder}`;
  const pgCtl = (...args: string[]) =>
    run('pg_ctl', ['-D', data, '-w', '-t', '60', '-l', join(folder, 'log'), ...args]);

  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  await pgCtl('-o', options, 'start');
  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: (mode) => pgCtl('-m', mode, 'stop'),
    start: () => pgCtl('-o', options, 'start'),
    restart: (mode) => pgCtl('-m', mode, '-o', options, 'restart'),
    remove: async () => {
      try {
        await pgCtl('-m', 'immediate', 'stop');
      } catch {
        // already stopped
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
