import { REPORTER_RELEASE, type AppConfig } from '@sportello/domain';
import { appConfigApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { ReadCache } from '../../platform/db/read-cache.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { resolveBrand } from '../../platform/settings/brand.ts';
import { readSetting } from '../../platform/settings/settings-store.ts';

/**
 * What the browser needs before anything else: the brand, the error reporter's settings, whether
 * this is the demo. Outside /api so it answers in maintenance too.
 */
export const appConfigRoutes: FastifyPluginAsync = async (app) => {
  // Read by every page (written into index.html, web-app.ts): remembered until a setting changes.
  const configs = new ReadCache<AppConfig>(app.changes, ['settings'], 60_000, 1);
  const load = async (): Promise<AppConfig> => ({
    brand: await resolveBrand(app.db, app.config.brand),
    sentry_dsn: app.config.sentryDsn ?? null,
    release: REPORTER_RELEASE,
    demo: (await readSetting(app.db, 'demo')) === true,
    // Which sign-in buttons to show; Google's client id is public (it is in every authorization address).
    google_client_id: app.config.oidc.google?.clientId ?? null,
    linkedin_enabled: app.config.oidc.linkedin !== undefined,
  });
  registerEndpoint(app, appConfigApi.get, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return configs.get('config', load);
  });
};
