import pg from 'pg';
import { ChangeFeed, CHANGES_CHANNEL, feeds } from './change-bus.ts';
import { connectionOf, type Db } from './database.ts';

/**
 * A feed for the app's database: LISTENs on PostgreSQL (reconnecting, and announcing "anything"
 * when it comes back, since it may have missed some) and on PGlite (one process, but the same
 * triggers). Closed with the app.
 */
export async function openChangeFeed(db: Db): Promise<{ feed: ChangeFeed; close: () => Promise<void> }> {
  const feed = new ChangeFeed();
  feeds.add(feed);
  const connection = connectionOf(db);
  if (connection.kind === 'pglite') {
    const pglite = await connection.pglite();
    const unlisten = await pglite.listen(CHANGES_CHANNEL, (table) => feed.announce(table));
    feed.live = true;
    return {
      feed,
      close: async () => {
        feeds.delete(feed);
        feed.live = false;
        if (!pglite.closed) await unlisten();
      },
    };
  }

  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const lost = () => {
    if (!feed.live && client === undefined) return;
    feed.live = false;
    feed.announce(null);
    client?.removeAllListeners();
    client?.on('error', () => {});
    void client?.end().catch(() => {});
    client = undefined;
    if (!closed) retry = setTimeout(() => void connect(), 1000);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: connection.url,
      connectionTimeoutMillis: connection.connectTimeoutMs,
    });
    client = next;
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => feed.announce(message.payload ?? null));
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}`);
      if (client !== next) return;
      // Whatever changed while nobody listened is forgotten.
      feed.announce(null);
      feed.live = true;
    } catch {
      if (client === next) lost();
    }
  };
  await connect();
  return {
    feed,
    close: async () => {
      closed = true;
      feeds.delete(feed);
      feed.live = false;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      last?.on('error', () => {});
      await last?.end().catch(() => {});
    },
  };
}
