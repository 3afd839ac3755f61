import type { ComponentType } from 'react';
import type { RouteName } from '@sportello/domain';

export type PageModule = () => Promise<{ Component: ComponentType }>;

// Every page is its own chunk; areas that later issues build share the placeholder.
const placeholder: PageModule = () =>
  import('../pages/placeholder-page.tsx').then((m) => ({ Component: m.PlaceholderPage }));

const BUILT: Partial<Record<RouteName, PageModule>> = {
  login: () => import('../../features/auth/pages/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  login_azienda: () =>
    import('../../features/auth/pages/company-chooser-page.tsx').then((m) => ({ Component: m.CompanyChooserPage })),
  terms_and_conditions: () =>
    import('../../features/onboarding/pages/terms-page.tsx').then((m) => ({ Component: m.TermsPage })),
  approval_request: () =>
    import('../../features/onboarding/pages/approval-request-page.tsx').then((m) => ({ Component: m.ApprovalRequestPage })),
  accept_invite: () =>
    import('../../features/auth/pages/accept-invite-page.tsx').then((m) => ({ Component: m.AcceptInvitePage })),
  authorize_user: () =>
    import('../../features/auth/pages/authorize-user-page.tsx').then((m) => ({ Component: m.AuthorizeUserPage })),
  resetpassword: () =>
    import('../../features/auth/pages/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
  unsubscribe: () =>
    import('../../features/newsletter/pages/unsubscribe-page.tsx').then((m) => ({ Component: m.UnsubscribePage })),
  webmail: () => import('../../features/webmail/pages/webmail-page.tsx').then((m) => ({ Component: m.WebmailPage })),
  dashboard: () =>
    import('../../features/dashboard/pages/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
};

export function pageModule(name: RouteName): PageModule {
  return BUILT[name] ?? placeholder;
}

export const notFoundPage: PageModule = () =>
  import('../pages/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage }));
