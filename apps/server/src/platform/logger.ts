import { pino, type Logger } from 'pino';
import type { Config } from '../config.ts';

/**
 * The process's logger: the HTTP server's and the job queue's, one format for both.
 *
 * JSON lines are gathered into writes of 4 KB (or every quarter second, whichever comes first):
 * a write per line cost a signed-in read a sixth of its CPU (issue 13). pino writes whatever is
 * gathered when the process exits, however it exits short of being killed.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>): Logger {
  const options = { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'] };
  if (config.logFormat === 'pretty') {
    return pino({ ...options, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } });
  }
  return pino(options, pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 }));
}
