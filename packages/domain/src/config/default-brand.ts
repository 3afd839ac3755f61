import type { Brand } from './app-config-schema.ts';

/** A neutral brand for what the settings leave unset (no zod here: the browser's first page uses it). */
export const DEFAULT_BRAND: Brand = {
  name: 'Sportello',
  logo_url: null,
  primary_color: '#1c7ed6',
  support_email: null,
  support_host: null,
  finance_email: null,
  sales_email: null,
  appointment_url: null,
  knowledge_base_url: null,
  webmail_url_template: null,
  pec_url: null,
  farm_domain: null,
};
