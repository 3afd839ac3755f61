import type { RouteName } from '@sportello/domain';
import { page, type PageModule } from './page-module.ts';

/*
 * The registry of every page but the login page (routes.tsx has that one), loaded with the chrome
 * (src/app/signed-in.ts), not with the entry: it grows with every page, and the first visit to
 * /auth/login must not download it.
 */

/** Every page but login (routes.tsx), each its own chunk; the type asks for a page for every route. */
const PAGES: Record<Exclude<RouteName, 'login'>, PageModule> = {
  company: page(
    () => import('../../features/company/pages/company-page.tsx').then((m) => ({ Component: m.CompanyPage })),
    ['company'],
  ),
  profile: page(
    () => import('../../features/profile/pages/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })),
    ['profile'],
  ),
  reset_password: page(
    () =>
      import('../../features/profile/pages/change-password-page.tsx').then((m) => ({
        Component: m.ChangePasswordPage,
      })),
    ['profile'],
  ),
  login_azienda: page(
    () =>
      import('../../features/auth/pages/company-chooser-page.tsx').then((m) => ({ Component: m.CompanyChooserPage })),
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
    ['auth', 'onboarding', 'company'],
  ),
  accept_invite: page(
    () => import('../../features/auth/pages/accept-invite-page.tsx').then((m) => ({ Component: m.AcceptInvitePage })),
    ['auth'],
  ),
  authorize_user: page(
    () => import('../../features/auth/pages/authorize-user-page.tsx').then((m) => ({ Component: m.AuthorizeUserPage })),
    ['auth'],
  ),
  signup: page(
    () => import('../../features/auth/pages/signup-page.tsx').then((m) => ({ Component: m.SignupPage })),
    ['auth'],
  ),
  resetpassword: page(
    () => import('../../features/auth/pages/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
    ['auth'],
  ),
  unsubscribe: page(
    () =>
      import('../../features/newsletter/pages/unsubscribe-page.tsx').then((m) => ({ Component: m.UnsubscribePage })),
    ['auth'],
  ),
  webmail: page(
    () => import('../../features/webmail/pages/webmail-page.tsx').then((m) => ({ Component: m.WebmailPage })),
    ['auth'],
  ),
  confirm_offer: page(
    () => import('../../features/offers/pages/confirm-offer-page.tsx').then((m) => ({ Component: m.ConfirmOfferPage })),
    ['orders', 'invoices', 'company'],
  ),
  my_skills: page(
    () => import('../../features/skills/pages/my-skills-page.tsx').then((m) => ({ Component: m.MySkillsPage })),
    ['company'],
  ),
  users: page(
    () => import('../../features/users/pages/users-page.tsx').then((m) => ({ Component: m.UsersPage })),
    ['users'],
  ),
  security: page(
    () => import('../../features/security/pages/security-page.tsx').then((m) => ({ Component: m.SecurityPage })),
    ['security'],
  ),
  dashboard: page(
    () => import('../../features/dashboard/pages/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
    ['dashboard', 'transfers', 'tickets', 'invoices'],
  ),
  documents: page(
    () => import('../../features/documents/pages/documents-page.tsx').then((m) => ({ Component: m.DocumentsPage })),
    ['documents'],
  ),
  become_partner: page(
    () =>
      import('../../features/partner/pages/become-partner-page.tsx').then((m) => ({ Component: m.BecomePartnerPage })),
    ['partner'],
  ),
  account_movements: page(
    () =>
      import('../../features/movements/pages/account-movements-page.tsx').then((m) => ({
        Component: m.AccountMovementsPage,
      })),
    ['movements'],
  ),
  my_customers: page(
    () =>
      import('../../features/customers/pages/my-customers-page.tsx').then((m) => ({ Component: m.MyCustomersPage })),
    ['customers', 'company'],
  ),
  catalog: page(
    () => import('../../features/catalogue/pages/catalog-page.tsx').then((m) => ({ Component: m.CatalogPage })),
    ['catalogue'],
  ),
  products: page(
    () => import('../../features/products/pages/products-page.tsx').then((m) => ({ Component: m.ProductsPage })),
    ['products', 'catalogue', 'tickets'],
  ),
  transfers: page(
    () => import('../../features/transfers/pages/transfers-page.tsx').then((m) => ({ Component: m.TransfersPage })),
    ['transfers', 'company'],
  ),
  services: page(
    () => import('../../features/services/pages/services-page.tsx').then((m) => ({ Component: m.ServicesPage })),
    ['services'],
  ),
  service_detail: page(
    () =>
      import('../../features/services/pages/service-detail-page.tsx').then((m) => ({ Component: m.ServiceDetailPage })),
    ['services'],
  ),
  servers: page(
    () => import('../../features/servers/pages/servers-page.tsx').then((m) => ({ Component: m.ServersPage })),
    ['services'],
  ),
  tickets: page(
    () => import('../../features/tickets/pages/tickets-page.tsx').then((m) => ({ Component: m.TicketsPage })),
    ['tickets'],
  ),
  ticket: page(
    () => import('../../features/tickets/pages/ticket-page.tsx').then((m) => ({ Component: m.TicketPage })),
    ['tickets'],
  ),
  staff_console: page(
    () => import('../../features/staff/pages/console-page.tsx').then((m) => ({ Component: m.ConsolePage })),
    ['staff'],
  ),
  staff_company: page(
    () => import('../../features/staff/pages/company-page.tsx').then((m) => ({ Component: m.StaffCompanyPage })),
    ['staff'],
  ),
  staff_queue: page(
    () => import('../../features/staff/pages/queue-page.tsx').then((m) => ({ Component: m.QueuePage })),
    ['staff', 'partner'],
  ),
  staff_tickets: page(
    () =>
      import('../../features/tickets/pages/staff-tickets-page.tsx').then((m) => ({ Component: m.StaffTicketsPage })),
    ['tickets'],
  ),
  staff_ticket: page(
    () => import('../../features/tickets/pages/staff-ticket-page.tsx').then((m) => ({ Component: m.StaffTicketPage })),
    ['tickets'],
  ),
  invoices: page(
    () => import('../../features/invoices/pages/invoices-page.tsx').then((m) => ({ Component: m.InvoicesPage })),
    ['invoices'],
  ),
  payment: page(
    () => import('../../features/payments/pages/payment-page.tsx').then((m) => ({ Component: m.PaymentPage })),
    ['invoices'],
  ),
  order_result: page(
    () => import('../../features/payments/pages/order-result-page.tsx').then((m) => ({ Component: m.OrderResultPage })),
    ['invoices'],
  ),
  axerve_paypal_error: page(
    () =>
      import('../../features/payments/pages/payment-error-page.tsx').then((m) => ({ Component: m.PaymentErrorPage })),
    ['invoices'],
  ),
  product_renew: page(
    () =>
      import('../../features/products/pages/product-renew-page.tsx').then((m) => ({ Component: m.ProductRenewPage })),
    ['products', 'invoices', 'catalogue'],
  ),
  product_upgrade: page(
    () =>
      import('../../features/products/pages/product-upgrade-page.tsx').then((m) => ({
        Component: m.ProductUpgradePage,
      })),
    ['products', 'invoices', 'catalogue'],
  ),
  projects: page(
    () => import('../../features/projects/pages/projects-page.tsx').then((m) => ({ Component: m.ProjectsPage })),
    ['projects'],
  ),
  opportunities: page(
    () =>
      import('../../features/opportunities/pages/opportunities-page.tsx').then((m) => ({
        Component: m.OpportunitiesPage,
      })),
    ['opportunities'],
  ),
  introduction: page(
    () =>
      import('../../features/introduction/pages/introduction-page.tsx').then((m) => ({
        Component: m.IntroductionPage,
      })),
    ['introduction'],
  ),
  'diy-offer': page(
    () => import('../../features/wizard/pages/wizard-page.tsx').then((m) => ({ Component: m.WizardPage })),
    ['wizard', 'customers', 'company', 'catalogue'],
  ),
  'product-testing': page(
    () => import('../../features/wizard/pages/wizard-page.tsx').then((m) => ({ Component: m.WizardPage })),
    ['wizard', 'customers', 'company', 'catalogue'],
  ),
  offers: page(
    () => import('../../features/offers/pages/offers-page.tsx').then((m) => ({ Component: m.OffersPage })),
    ['offers'],
  ),
};

export function pageModule(name: Exclude<RouteName, 'login'>): PageModule {
  return PAGES[name];
}

export const notFoundPage: PageModule = page(
  () => import('../pages/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
  [],
);
