import { profileApi } from '../profile/profile-endpoints.ts';
import { securityApi } from '../security/security-endpoints.ts';
import { usersApi } from '../users/users-endpoints.ts';
import { authApi } from '../auth/auth-endpoints.ts';
import { newsletterApi } from '../newsletter/newsletter-endpoints.ts';
import { feedbackApi } from '../feedback/feedback-endpoints.ts';
import { projectsApi } from '../projects/projects-endpoints.ts';
import { documentsApi } from '../documents/documents-endpoints.ts';
import { appConfigApi } from '../config/app-config-endpoints.ts';
import { partnerApi } from '../partner/partner-endpoints.ts';
import { customersApi } from '../customers/customers-endpoints.ts';
import { companyApi } from '../company/company-endpoints.ts';
import { onboardingApi } from '../onboarding/onboarding-endpoints.ts';
import { catalogueApi } from '../catalogue/catalogue-endpoints.ts';
import { productsApi } from '../products/products-endpoints.ts';
import { transfersApi } from '../transfers/transfers-endpoints.ts';
import { servicesApi, serversApi } from '../services/services-endpoints.ts';
import { dnsApi } from '../dns/dns-endpoints.ts';
import { ticketsApi } from '../tickets/tickets-endpoints.ts';
import { invoicesApi } from '../invoices/invoices-endpoints.ts';
import { paymentProviderApi, paymentsApi } from '../invoices/payments-endpoints.ts';
import { offersApi } from '../offers/offers-endpoints.ts';
import { opportunitiesApi } from '../opportunities/opportunities-endpoints.ts';
import { introductionApi } from '../introduction/introduction-endpoints.ts';
import { staffApi } from '../staff/staff-endpoints.ts';
import { movementsApi } from '../movements/movements-endpoints.ts';
import { alertsApi } from '../alerts/alerts-endpoints.ts';

export { usersApi };
export { authApi, newsletterApi, feedbackApi };
export { profileApi };
export { securityApi };
export { projectsApi, documentsApi, appConfigApi, partnerApi, customersApi };
export { companyApi, onboardingApi };
export { catalogueApi, productsApi };
export { transfersApi };
export { servicesApi, serversApi, dnsApi };
export { ticketsApi };
export { invoicesApi, paymentsApi, paymentProviderApi };
export { offersApi };
export { opportunitiesApi, introductionApi, staffApi, movementsApi };
export { alertsApi };

/**
 * Every endpoint of the API, by area. The server registers exactly these (a test walks both
 * ways); the web calls them by these names.
 */
export const ENDPOINTS = {
  users: usersApi,
  auth: authApi,
  newsletter: newsletterApi,
  feedback: feedbackApi,
  profile: profileApi,
  security: securityApi,
  projects: projectsApi,
  documents: documentsApi,
  appConfig: appConfigApi,
  partner: partnerApi,
  customers: customersApi,
  company: companyApi,
  onboarding: onboardingApi,
  catalogue: catalogueApi,
  products: productsApi,
  transfers: transfersApi,
  services: servicesApi,
  servers: serversApi,
  dns: dnsApi,
  tickets: ticketsApi,
  invoices: invoicesApi,
  payments: paymentsApi,
  paymentProvider: paymentProviderApi,
  offers: offersApi,
  opportunities: opportunitiesApi,
  introduction: introductionApi,
  staff: staffApi,
  movements: movementsApi,
  alerts: alertsApi,
} as const;
