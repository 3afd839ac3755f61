import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { isApiPath } from '../http/api-path.ts';
import { maintenance } from '../http/http-error.ts';
import { readSetting } from '../settings/settings-store.ts';

/**
 * Maintenance mode: every /api and /rest call answers 503 while MAINTENANCE
 * is set or the `maintenance` setting is on. Static files, /app-config.json
 * and /healthz stay up, so the browser can show its maintenance page and poll.
 */
export function registerMaintenance(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    if (await isInMaintenance(app.config.maintenance, app.db)) throw maintenance();
  });
}

export async function isInMaintenance(fromEnv: boolean, db: Db): Promise<boolean> {
  return fromEnv || (await readSetting(db, 'maintenance')) === true;
}
