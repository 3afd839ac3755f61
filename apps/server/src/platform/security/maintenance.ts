import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { ReadCache } from '../db/read-cache.ts';
import { isApiPath } from '../http/api-path.ts';
import { maintenance } from '../http/http-error.ts';
import { readSetting } from '../settings/settings-store.ts';

/**
 * Maintenance mode: every /api and /rest call answers 503 while MAINTENANCE
 * is set or the `maintenance` setting is on. Static files, /app-config.json
 * and /healthz stay up, so the browser can show its maintenance page and poll.
 */
const FLAG = 'maintenance';

export function registerMaintenance(app: FastifyInstance): void {
  // Read on every call: remembered until the settings change (platform/db/read-cache.ts).
  const flag = new ReadCache<boolean>(app.changes, ['settings'], 60_000, 1);
  const answer = (on: boolean, done: (error?: Error) => void) => done(on ? maintenance() : undefined);
  // Without a promise when the flag is remembered: this runs on every call.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isApiPath(request.url)) return done();
    if (app.config.maintenance) return answer(true, done);
    const on = flag.read(FLAG, () => isInMaintenance(false, app.db));
    if (on instanceof Promise) on.then((value) => answer(value, done), done);
    else answer(on, done);
  });
}

export async function isInMaintenance(fromEnv: boolean, db: Db): Promise<boolean> {
  return fromEnv || (await readSetting(db, 'maintenance')) === true;
}
