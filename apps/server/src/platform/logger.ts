import { pino, type Logger } from 'pino';
import type { Config } from '../config.ts';

/**
 * The process's logger: the HTTP server's and the job queue's, one format for both.
 *
 * JSON lines are gathered into writes of 3–4 KB (or every quarter second, whichever comes first):
 * a write per line cost a signed-in read a sixth of its CPU (issue 13). A write holds whole lines
 * and at most 4,096 bytes, the most a pipe takes in one piece: the web processes of one server
 * share its standard output, and a larger write could be cut by another's. pino writes whatever is
 * gathered when the process exits, however it exits short of being killed.
 */
/** POSIX's PIPE_BUF on Linux: a write to a pipe up to this size is never interleaved with another's. */
const PIPE_BUF = 4096;

export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>): Logger {
  const options = {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  if (config.logFormat === 'pretty') {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
    });
  }
  return pino(
    options,
    pino.destination({ dest: 1, sync: false, minLength: 3072, maxWrite: PIPE_BUF, periodicFlush: 250 }),
  );
}
