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
export function registerMaintenance(app: FastifyInstance): void {
  // Read on every call: remembered until the settings change (platform/db/read-cache.ts).
  const flag = new ReadCache<boolean>(app.changes, ['settings'], 60_000, 1);
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    if (app.config.maintenance || (await flag.get('maintenance', () => isInMaintenance(false, app.db)))) throw maintenance();
  });
}

export async function isInMaintenance(fromEnv: boolean, db: Db): Promise<boolean> {
  return fromEnv || (await readSetting(db, 'maintenance')) === true;
}
