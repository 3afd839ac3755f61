import type { DataRouter } from 'react-router';
import { appConfig } from '../shared/config/app-config.ts';
import { configureHttp } from '../shared/http/http-settings.ts';
import { i18n } from '../shared/i18n/i18n.ts';
import { notify } from '../shared/notify/notify.ts';
import { routeNameOf } from '../shared/routing/route-handle.ts';
import { pageAfterLogout } from '../shared/session/end-session.ts';
import { endSession, signedInUser } from '../shared/session/session.ts';

/** Connects the http client to the running app: language, current customer, brand, and the 401 logout flow. */
export function bindHttp(router: DataRouter): void {
  configureHttp({
    language: () => i18n.resolvedLanguage ?? i18n.language ?? 'it',
    // The route's /{id_cliente} prefix, or the id_cliente query of the pages without one (payment, renew, upgrade).
    idCliente: () =>
      router.state.matches.at(-1)?.params.id_cliente ??
      new URLSearchParams(router.state.location.search).get('id_cliente') ??
      undefined,
    supportHost: () => appConfig().brand.support_host ?? undefined,
    onUnauthorized: () => {
      const wasSignedIn = signedInUser() !== null;
      endSession();
      const target = pageAfterLogout(
        routeNameOf(router.state.matches.map((m) => ({ handle: m.route.handle }))),
        router.state.location.pathname,
      );
      if (!target) return;
      if (wasSignedIn) notify({ level: 'warning', message: i18n.t('messages:error.session_expired') });
      void router.navigate(target, { replace: true });
    },
  });
}
