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
 *
 * That last write must not keep the process from exiting (issue 35): when the reader has gone
 * (`npm start | tee log` on Ctrl-C) it gives up at once (sonic-boom 5 throws EPIPE where 4 retried
 * forever); when the reader is there but has stopped reading, it gives up after FINAL_FLUSH_MS.
 * While the process runs, a reader that stops for a while only delays the log, as before.
 */
/** POSIX's PIPE_BUF on Linux: a write to a pipe up to this size is never interleaved with another's. */
const PIPE_BUF = 4096;
/** How long the write at exit waits for a reader that has stopped reading. */
const FINAL_FLUSH_MS = 2_000;

let exitingSince: number | undefined;
// Before pino's own listener, which writes what is gathered.
process.prependListener('exit', () => (exitingSince ??= Date.now()));
const keepRetrying = () => exitingSince === undefined || Date.now() - exitingSince < FINAL_FLUSH_MS;

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
  const destination = pino.destination({
    dest: 1,
    sync: false,
    minLength: 3072,
    maxWrite: PIPE_BUF,
    periodicFlush: 250,
    retryEAGAIN: keepRetrying,
  });
  // A write at exit that gives up must not throw out of `process.exit` either: the shutdown calling
  // it went well, and what is left for a reader that has gone is lost whatever happens.
  const flushSync = destination.flushSync.bind(destination);
  destination.flushSync = () => {
    try {
      flushSync();
    } catch {
      // EPIPE or EAGAIN past FINAL_FLUSH_MS: nobody is reading.
    }
  };
  return pino(options, destination);
}
