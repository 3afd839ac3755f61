import type { ComponentType } from 'react';
import type { RouteName } from '@sportello/domain';
import type { Namespace } from '../../shared/i18n/i18n.ts';
import { currentLanguage } from '../../shared/i18n/language.ts';
import { loadNamespaces } from '../../shared/i18n/load-language.ts';

export type PageModule = () => Promise<{ Component: ComponentType }>;

/** A page's code and its texts, fetched side by side. */
function page(load: PageModule, namespaces: readonly Namespace[]): PageModule {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(currentLanguage(), namespaces)]);
    return module;
  };
}

// Every page is its own chunk; areas that later issues build share the placeholder.
const placeholder: PageModule = page(
  () => import('../pages/placeholder-page.tsx').then((m) => ({ Component: m.PlaceholderPage })),
  ['auth'],
);

const BUILT: Partial<Record<RouteName, PageModule>> = {
  login: page(() => import('../../features/auth/pages/login-page.tsx').then((m) => ({ Component: m.LoginPage })), [
    'auth',
  ]),
  login_azienda: page(
    () => import('../../features/auth/pages/company-chooser-page.tsx').then((m) => ({ Component: m.CompanyChooserPage })),
    ['auth'],
  ),
  terms_and_conditions: page(
    () => import('../../features/onboarding/pages/terms-page.tsx').then((m) => ({ Component: m.TermsPage })),
    ['auth', 'onboarding'],
  ),
  approval_request: page(
    () =>
      import('../../features/onboarding/pages/approval-request-page.tsx').then((m) => ({
        Component: m.ApprovalRequestPage,
      })),
    ['auth', 'onboarding'],
  ),
  accept_invite: page(
    () => import('../../features/auth/pages/accept-invite-page.tsx').then((m) => ({ Component: m.AcceptInvitePage })),
    ['auth'],
  ),
  authorize_user: page(
    () => import('../../features/auth/pages/authorize-user-page.tsx').then((m) => ({ Component: m.AuthorizeUserPage })),
    ['auth'],
  ),
  resetpassword: page(
    () => import('../../features/auth/pages/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
    ['auth'],
  ),
  unsubscribe: page(
    () => import('../../features/newsletter/pages/unsubscribe-page.tsx').then((m) => ({ Component: m.UnsubscribePage })),
    ['auth'],
  ),
  webmail: page(
    () => import('../../features/webmail/pages/webmail-page.tsx').then((m) => ({ Component: m.WebmailPage })),
    ['auth'],
  ),
  dashboard: page(
    () => import('../../features/dashboard/pages/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
    ['dashboard'],
  ),
};

export function pageModule(name: RouteName): PageModule {
  return BUILT[name] ?? placeholder;
}

export const notFoundPage: PageModule = page(
  () => import('../pages/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
  [],
);
