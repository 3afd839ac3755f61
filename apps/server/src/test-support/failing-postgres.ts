import { createServer, type Socket } from 'node:net';

export interface VanishingPostgres {
  url: string;
  /** Connections opened so far. */
  connections(): number;
  close(): Promise<void>;
}

/**
 * A stand-in for a PostgreSQL server whose backends die: it accepts every connection (no
 * password, ready for queries) and drops it, without a word, at the first query it is sent —
 * what a client sees of a restart, a failover or a pg_terminate_backend under way.
 */
export async function startVanishingPostgres(): Promise<VanishingPostgres> {
  let opened = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    opened += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let started = false;
    socket.on('data', () => {
      if (started) return void socket.destroy();
      started = true;
      // AuthenticationOk, then ReadyForQuery (idle).
      socket.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `postgres://nobody@127.0.0.1:${port}/nothing`,
    connections: () => opened,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A stand-in for a database host that has stopped answering: it accepts connections and never says a word. */
export async function startSilentPostgres(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `postgres://nobody@127.0.0.1:${port}/nothing`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
