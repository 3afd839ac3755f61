import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { announcingDialect } from './change-bus.ts';
import { acquireDirectoryLock } from './directory-lock.ts';
import { OutageNotingPool, outageNotingClient } from './outage-noting.ts';
import { preparingClient } from './prepared-statements.ts';
import type { Database } from './schema.ts';
import { recordingClient, type SentStatement } from './statement-recorder.ts';

export type Db = Kysely<Database>;

export type DatabaseSource =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number | undefined;
      /** Named prepared statements (prepared-statements.ts); default on. */
      preparedStatements?: boolean | undefined;
      /** Told when a pooled connection ends (a restart, a failover, an administrator); default: a warning on stderr. */
      onLostConnection?: ((error: Error) => void) | undefined;
      /** How long a call waits for a connection before it fails as out of reach; default CONNECT_TIMEOUT_MS. */
      connectTimeoutMs?: number | undefined;
      /** The bench's floor only (statement-recorder.ts): told of every statement sent. */
      onStatement?: ((statement: SentStatement) => void) | undefined;
    }
  /**
   * dataDir undefined: in memory (tests), empty or started from a dump of another instance.
   * initdb: initdb's extra arguments for an empty in-memory one (the test templates' small WAL segments);
   * settings: PostgreSQL settings given at start, beside PGlite's own.
   */
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob;
      initdb?: string[];
      settings?: Record<string, string>;
    };

/**
 * A database host that has stopped answering (dropping packets rather than refusing) would hold
 * each call until the system's TCP timeout, minutes later: past this the call answers 503. Also
 * the longest a call waits for a free pooled connection, far beyond any wait under normal load.
 */
const CONNECT_TIMEOUT_MS = 10_000;

const OID_BYTEA = 17;
const OID_INT8 = 20;
const OID_DATE = 1082;
const OID_NUMERIC = 1700;

/**
 * Both drivers read every type the same (driver-types.test.ts). Dates stay 'YYYY-MM-DD' (a Date would
 * shift with the time zone); numerics are percentages; a bigint stays a string, as `pg` gives it
 * (PGlite's BigInt would make JSON.stringify throw).
 */
const PARSERS: Record<number, (value: string) => unknown> = {
  [OID_INT8]: (value) => value,
  [OID_DATE]: (value) => value,
  [OID_NUMERIC]: (value) => Number(value),
};

/** bytea through `pg`'s own parser on PGlite too: a Buffer, where PGlite gives a plain Uint8Array. */
const PGLITE_PARSERS: Record<number, (value: string) => unknown> = {
  ...PARSERS,
  [OID_BYTEA]: pg.types.getTypeParser(OID_BYTEA, 'text'),
};

/** What a second client of the same database (the job queue) connects with. */
export type DatabaseConnection =
  | { kind: 'postgres'; url: string; connectTimeoutMs: number }
  /** The instance Kysely uses, opened if it is not yet: no second one may open the folder. */
  | { kind: 'pglite'; pglite: () => Promise<PGlite> };

const connections = new WeakMap<Db, DatabaseConnection>();

export function createDatabase(source: DatabaseSource): Db {
  if (source.kind === 'postgres') {
    const connectTimeoutMs = source.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
    const Client = outageNotingClient(source.preparedStatements === false ? pg.Client : preparingClient());
    const pool = new OutageNotingPool({
      Client: source.onStatement ? recordingClient(Client, source.onStatement) : Client,
      connectionString: source.url,
      max: source.poolSize ?? defaultPoolSize(),
      connectionTimeoutMillis: connectTimeoutMs,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    heedLostConnections(
      pool,
      source.onLostConnection ?? ((error) => console.warn(`A database connection ended: ${error.message}`)),
    );
    const db = new Kysely<Database>({ dialect: announcingDialect(new PostgresDialect({ pool })) });
    connections.set(db, { kind: 'postgres', url: source.url, connectTimeoutMs });
    return db;
  }
  let opening: Promise<PGlite> | undefined;
  const open = () => (opening ??= openPglite(source));
  const db = new Kysely<Database>({ dialect: announcingDialect(new PGliteDialect({ pglite: open })) });
  connections.set(db, { kind: 'pglite', pglite: open });
  return db;
}

/**
 * A connection that ends (a restart, a failover, pg_terminate_backend, a pooler restarting) emits
 * 'error'; unheard, that event stops the process. pg-pool listens only while the connection sits
 * idle — it takes its listener off for as long as a query holds the connection — so each
 * connection gets one of its own for its whole life. The query under way fails with the error,
 * and the pool drops the connection when it is given back (it is no longer queryable) and opens
 * a new one when asked. Each lost connection is told once, though it may emit more than one error.
 */
function heedLostConnections(pool: pg.Pool, tell: (error: Error) => void): void {
  pool.on('connect', (client) => {
    let told = false;
    client.on('error', (error) => {
      if (told) return;
      told = true;
      tell(error);
    });
  });
  // The pool's own report of an idle connection's end repeats the connection's, told above.
  pool.on('error', () => {});
}

/**
 * The embedded database's buffer cache, PostgreSQL's default being 128 MB. PGlite clears the whole
 * cache in WebAssembly as it opens, about half a second of every start at 128 MB on the development
 * machine (issue 37: warm restart), while a small installation's data fits in a few megabytes and
 * the pages past the cache are still read from the operating system's file cache.
 */
const EMBEDDED_SHARED_BUFFERS = '32MB';

/** The extensions the migrations create, loaded into every PGlite (PostgreSQL has them in contrib). */
const EXTENSIONS = { pg_trgm };

async function openPglite({
  dataDir,
  loadDataDir,
  initdb,
  settings,
}: DatabaseSource & { kind: 'pglite' }): Promise<PGlite> {
  if (dataDir === undefined) {
    const startParams = Object.entries(settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
    return new PGlite({
      parsers: PGLITE_PARSERS,
      extensions: EXTENSIONS,
      ...(loadDataDir ? { loadDataDir } : {}),
      ...(initdb ? { initDbStartParams: initdb } : {}),
      ...(startParams.length ? { startParams: [...PGlite.defaultStartParams, ...startParams] } : {}),
    });
  }
  mkdirSync(dataDir, { recursive: true });
  // PGlite has no locking of its own: a second process on the same folder would corrupt it.
  const release = acquireDirectoryLock(dataDir);
  const pglite = new PGlite(dataDir, {
    parsers: PGLITE_PARSERS,
    extensions: EXTENSIONS,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  });
  const close = pglite.close.bind(pglite);
  pglite.close = async () => {
    await close();
    release();
  };
  return pglite;
}

/**
 * Twice the cores, from 4 to 10: a connection beyond what the cores can run only waits inside
 * PostgreSQL, holding memory and taking turns with the others; a request waiting for one here
 * costs nothing. DATABASE_POOL_SIZE sets it for a database on a larger machine.
 */
function defaultPoolSize(): number {
  return Math.min(10, Math.max(4, availableParallelism() * 2));
}

/** The default pool shared out among the web processes of one server (at least 2 each), so that they do not multiply it. */
export function webProcessPoolSize(processes: number): number {
  return Math.max(2, Math.ceil(defaultPoolSize() / processes));
}

export function connectionOf(db: Db): DatabaseConnection {
  const connection = connections.get(db);
  if (!connection) throw new Error('Not a database made by createDatabase');
  return connection;
}

export function databaseSource(
  config: {
    databaseUrl?: string | undefined;
    databasePoolSize?: number | undefined;
    databasePreparedStatements?: boolean | undefined;
    dataDir: string;
  },
  onLostConnection?: (error: Error) => void,
): DatabaseSource {
  return config.databaseUrl
    ? {
        kind: 'postgres',
        url: config.databaseUrl,
        poolSize: config.databasePoolSize,
        preparedStatements: config.databasePreparedStatements,
        onLostConnection,
      }
    : { kind: 'pglite', dataDir: `${config.dataDir}/db` };
}

/** A lost connection as a warning in the process's log: worth knowing, not an outage (the pool reconnects). */
export function lostConnectionLogger(log: { warn(details: object, message: string): void }): (error: Error) => void {
  return (error) => log.warn({ err: error }, 'a database connection ended');
}
