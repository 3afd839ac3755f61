import type { AppConfig } from '../shared/config/app-config.ts';

export const appConfig: AppConfig = {
  brand: {
    name: 'Nuvola Demo',
    logo_url: null,
    primary_color: '#1971c2',
    support_email: 'assistenza@nuvola.test',
    support_host: 'assistenza.nuvola.test',
    finance_email: 'amministrazione@nuvola.test',
    sales_email: 'commerciale@nuvola.test',
    appointment_url: 'https://calendar.nuvola.test/book',
    knowledge_base_url: null,
    webmail_url_template: 'https://webmail.{domain}/login',
    pec_url: 'https://pec.nuvola.test',
    farm_domain: 'cloud.nuvola.test',
  },
  sentry_dsn: null,
  release: 'test',
  demo: true,
  google_client_id: null,
  linkedin_enabled: false,
};
