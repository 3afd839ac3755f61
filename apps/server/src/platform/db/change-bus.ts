import type {
  AbortableOperationOptions,
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  RootOperationNode,
  TransactionSettings,
} from 'kysely';

/**
 * What tells the in-process read caches (read-cache.ts) that rows they may hold have changed.
 *
 * Two sources, so that a change is never missed and never late:
 * - in this process, every write through a Kysely instance of createDatabase announces the tables
 *   it touches as soon as it is committed (announcingDialect below), before its caller goes on;
 * - from anywhere (another server, `npm run ops`, psql), the database's triggers (migration 0014)
 *   send `pg_notify('sportello_changes', <table>)` at commit, which each server LISTENs to.
 *
 * So a caller who has seen a write succeed (a revoked session, a changed grant) never meets the old
 * row from a cache of this process; another process's caches drop it when the notification
 * arrives, milliseconds after the commit. While the LISTEN connection is down the caches are
 * bypassed: without announcements they could not be trusted.
 */
export const CHANGES_CHANNEL = 'sportello_changes';

type Listener = (table: string | null) => void;

/** Every feed of the process (one per app): writes made here are announced to all of them. */
export const feeds = new Set<ChangeFeed>();

export class ChangeFeed {
  private readonly listeners = new Set<Listener>();
  /** False while nothing tells this feed of changes made elsewhere (LISTEN not connected). */
  live = false;
  /**
   * Counts announcements: a value read when the version was v is out of date once a change to one
   * of its tables is announced with a version above v (read-cache.ts).
   */
  version = 0;

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A table changed; null: anything may have changed. */
  announce(table: string | null): void {
    this.version += 1;
    for (const listener of this.listeners) listener(table);
  }
}

/** Announces a change made in this process to every feed of the process. */
export function announceLocalChange(table: string | null): void {
  for (const feed of feeds) feed.announce(table);
}

/**
 * createDatabase's dialect, wrapped: every INSERT, UPDATE and DELETE announces its table once it is
 * committed — at once outside a transaction, at COMMIT inside one (nothing on a rollback) — and a
 * raw statement that is no SELECT announces "anything". Left out, as by the triggers: session
 * touches (only last_seen_at and expires_at) and new sessions (absences are never cached).
 */
export function announcingDialect(dialect: Dialect): Dialect {
  return {
    createDriver: () => new AnnouncingDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

class AnnouncingConnection implements DatabaseConnection {
  /** Tables written by the open transaction; undefined outside one. */
  pending: Set<string | null> | undefined;

  constructor(readonly inner: DatabaseConnection) {
    if (inner.cancelQuery) this.cancelQuery = (provider) => inner.cancelQuery!(provider);
    if (inner.killSession) this.killSession = (provider) => inner.killSession!(provider);
    if (inner.collectSessionInfo) this.collectSessionInfo = () => inner.collectSessionInfo!();
  }

  cancelQuery?: DatabaseConnection['cancelQuery'];
  killSession?: DatabaseConnection['killSession'];
  collectSessionInfo?: DatabaseConnection['collectSessionInfo'];

  async executeQuery<R>(query: CompiledQuery, options?: AbortableOperationOptions): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(query, options);
    const table = writtenTable(query);
    if (table !== undefined) {
      if (this.pending) this.pending.add(table);
      else announceLocalChange(table);
    }
    return result;
  }

  streamQuery<R>(
    query: CompiledQuery,
    chunkSize: number,
    options?: AbortableOperationOptions,
  ): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize, options);
  }
}

class AnnouncingDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(options?: AbortableOperationOptions): Promise<void> {
    return this.inner.init(options);
  }

  async acquireConnection(options?: AbortableOperationOptions): Promise<DatabaseConnection> {
    return new AnnouncingConnection(await this.inner.acquireConnection(options));
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const c = connection as AnnouncingConnection;
    await this.inner.beginTransaction(c.inner, settings);
    c.pending = new Set();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as AnnouncingConnection;
    const written = c.pending;
    c.pending = undefined;
    await this.inner.commitTransaction(c.inner);
    for (const table of written ?? []) announceLocalChange(table);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as AnnouncingConnection;
    c.pending = undefined;
    await this.inner.rollbackTransaction(c.inner);
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.savepoint!((connection as AnnouncingConnection).inner, name, compileQuery);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    // What was written before the savepoint stays announced: announcing too much is only slower.
    await this.inner.rollbackToSavepoint!((connection as AnnouncingConnection).inner, name, compileQuery);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.releaseSavepoint!((connection as AnnouncingConnection).inner, name, compileQuery);
  }

  releaseConnection(connection: DatabaseConnection, options?: AbortableOperationOptions): Promise<void> {
    return this.inner.releaseConnection((connection as AnnouncingConnection).inner, options);
  }

  destroy(options?: AbortableOperationOptions): Promise<void> {
    return this.inner.destroy(options);
  }
}

const TOUCH_COLUMNS = new Set(['last_seen_at', 'expires_at']);

/** The table a statement writes; null: it may write anything; undefined: it writes nothing cached. */
function writtenTable({ query: node, sql }: CompiledQuery): string | null | undefined {
  if (!(node as RootOperationNode | undefined)) return rawWrite(sql);
  switch (node.kind) {
    case 'SelectQueryNode':
      return undefined;
    case 'InsertQueryNode': {
      const table = tableName(node.into);
      return table === 'sessions' ? undefined : table;
    }
    case 'UpdateQueryNode': {
      const table = tableName(node.table);
      const columns = (node.updates ?? []).map((u) => (u.column as { column?: { name?: string } }).column?.name ?? '');
      if (table === 'sessions' && columns.every((c) => TOUCH_COLUMNS.has(c))) return undefined;
      return table;
    }
    case 'DeleteQueryNode':
      return node.from.froms.length === 1 ? tableName(node.from.froms[0]) : null;
    case 'RawNode':
      return rawWrite(sql);
    default:
      return null;
  }
}

/**
 * Raw SQL is judged by its text: queries compiled elsewhere (pg-boss's adapter) carry a RawNode
 * without its fragments. A function of its own, not a closure made for each statement: every
 * query compiled once (compiled-queries.ts) is raw SQL, and is judged here.
 */
function rawWrite(sql: string): null | undefined {
  return /^\s*(select|explain|show)\b/i.test(sql) ? undefined : null;
}

function tableName(node: unknown): string | null {
  const n = node as { kind?: string; table?: { identifier?: { name?: string } }; node?: unknown } | undefined;
  if (n?.kind === 'TableNode') return n.table?.identifier?.name ?? null;
  if (n?.kind === 'AliasNode') return tableName(n.node);
  return null;
}
