import type { UserInfo } from '@sportello/domain';
import { appConfig } from './app-config.ts';
import { fakeServer, type Reply } from './fake-server.ts';

/** The calls every page makes, answered for `user` (null: nobody signed in); `extra` adds or overrides. */
export function portalServer(user: UserInfo | null, extra: Parameters<typeof fakeServer>[0] = {}) {
  const company = user?.id_azienda
    ? { [user.id_azienda]: { id_azienda: user.id_azienda, ragione_sociale: user.azienda, grants: user.grants } }
    : {};
  const userinfo: Reply = user ? { body: user } : { status: 401, body: { message: 'Sessione scaduta' } };
  return fakeServer({
    'GET /app-config.json': { body: appConfig },
    'GET /api/dashboard/userinfo': userinfo,
    'GET /rest/company_access': { body: company },
    'GET /rest/alerts': { body: { items: [], unread: 0 } },
    ...extra,
  });
}
