import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A local SMTP server that keeps what it receives; `reject` makes it refuse messages, `stall` makes
 * it take a message and never answer (`stalled` counts those), as a server that hangs does.
 */
export async function startSmtp(options: { reject?: boolean; stall?: boolean } = {}) {
  const received: Received[] = [];
  const stalled = { count: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // Closing does not wait for the clients a stalled server keeps hanging.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.stall) {
          stalled.count += 1;
          return;
        }
        if (options.reject) return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 450 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stalled,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
