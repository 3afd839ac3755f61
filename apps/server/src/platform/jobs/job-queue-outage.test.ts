import { createServer, connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { noRetry, until } from '../../test-support/job-queues.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { connectionOf, createDatabase } from '../db/database.ts';
import { isDatabaseOutage } from '../db/database-unavailable.ts';
import { createLogger } from '../logger.ts';
import { createJobQueue } from './job-queue.ts';
import { freePort } from '../../test-support/free-port.ts';

const onPostgres = process.env.SPORTELLO_TEST_DB === 'postgres';

/**
 * Opens `port` on loopback, passing every connection on to the database server (the database
 * comes back); `cut` closes it and every connection through it (the database goes away again).
 */
async function forward(port: number, to: URL): Promise<{ cut(): void }> {
  const sockets = new Set<Socket>();
  const proxy = createServer((socket) => {
    const upstream = connect(Number(to.port || 5432), to.hostname);
    for (const end of [socket, upstream]) {
      sockets.add(end);
      end.on('error', () => [socket, upstream].forEach((s) => s.destroy()));
    }
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  return {
    cut: () => {
      proxy.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

describe.runIf(onPostgres)('a job queue whose database is out of reach when it starts', () => {
  it('enqueues nothing, failing as the database does, and starts by itself once the database answers', async () => {
    const test = await createTestDatabase('migrated');
    const connection = connectionOf(test.db);
    if (connection.kind !== 'postgres') throw new Error('the postgres project makes PostgreSQL databases');
    const real = new URL(connection.url);
    const port = await freePort();
    const behind = new URL(real);
    behind.hostname = '127.0.0.1';
    behind.port = String(port);
    const db = createDatabase({ kind: 'postgres', url: behind.toString(), poolSize: 1, onLostConnection: () => {} });
    const ran: object[] = [];
    const queue = createJobQueue({
      db,
      log: createLogger({ logLevel: 'silent', logFormat: 'json' }),
      definitions: [{ name: 'test.outage', retry: noRetry, handle: async (batch) => void ran.push(...batch) }],
      work: true,
      pollSeconds: 0.5,
    });
    let proxy: { cut(): void } | undefined;
    try {
      const refused = await queue.start().catch((error: unknown) => error);
      expect(isDatabaseOutage(refused)).toBe(true);
      const starting = queue.startWhenReachable();
      const early = await queue.enqueue('test.outage', { n: 0 }).catch((error: unknown) => error);
      expect(isDatabaseOutage(early)).toBe(true);
      proxy = await forward(port, real);
      await starting;
      await queue.enqueue('test.outage', { n: 1 });
      await until(() => ran.length > 0);
      expect(ran).toEqual([{ n: 1 }]);
      proxy.cut();
      const lost = await queue.enqueue('test.outage', { n: 2 }).catch((error: unknown) => error);
      expect(isDatabaseOutage(lost)).toBe(true);
    } finally {
      proxy?.cut();
      await queue.stop();
      await db.destroy();
      await test.drop();
    }
  });
});
