import type { Database } from './schema.ts';

/**
 * Who may write each table (insert, update, delete): the folder, under apps/server/src, of the
 * module, feature or platform part that owns it. Anyone else calls the owner's exported
 * function. A table only one feature uses belongs to that feature; a table two features write
 * belongs to a module (a feature imports no other feature). table-owners.test.ts fails on a
 * write from anywhere else, and on a table of the schema without an owner.
 *
 * Exempt: tests, the migrations, and the tooling that fills a database from outside the
 * business rules — `demo/` (the demo seed and the volume generator) and `test-support/`
 * (fixtures) — see TABLE_WRITE_EXEMPT.
 */
export const TABLE_OWNERS = {
  fatturanti: 'modules/company',
  aziende: 'modules/company',
  terms: 'modules/company',
  skills: 'modules/company',
  payment_modes: 'modules/company',
  company_skills: 'modules/company',
  billing_change_requests: 'modules/company',
  users: 'modules/users',
  company_access: 'modules/users',
  invites: 'modules/users',
  email_tokens: 'modules/users',
  totp_recovery_codes: 'modules/users',
  newsletter_subscriptions: 'modules/newsletter',
  catalogue_categories: 'modules/catalogue',
  catalogue_products: 'modules/catalogue',
  category_markups: 'modules/catalogue',
  orders: 'modules/products',
  products: 'modules/products',
  product_renewal_changes: 'modules/products',
  domain_registrants: 'modules/transfers',
  hosting_transfers: 'modules/transfers',
  hosting_services: 'modules/hosting',
  hosting_panels: 'modules/hosting',
  ssh_keys: 'modules/hosting',
  invoices: 'modules/ledger',
  invoice_rows: 'modules/ledger',
  installments: 'modules/ledger',
  payment_transactions: 'modules/ledger',
  provider_events: 'modules/ledger',
  credit_movements: 'modules/ledger',
  credit_balances: 'modules/ledger',
  payment_refunds: 'modules/ledger',
  billing_runs: 'modules/billing',
  billing_actions: 'modules/billing',
  commission_requests: 'modules/ledger',
  commission_request_files: 'modules/ledger',
  check_tokens: 'features/auth',
  auth_requests: 'modules/users',
  user_identities: 'features/auth',
  oidc_requests: 'features/auth',
  feedback: 'features/feedback',
  documents: 'features/documents',
  partner_requests: 'features/partner',
  projects: 'features/projects',
  project_requirements: 'features/projects',
  dns_zones: 'features/dns',
  dns_records: 'features/dns',
  cloud_servers: 'features/servers',
  offers: 'modules/offers',
  tickets: 'features/tickets',
  ticket_messages: 'features/tickets',
  ticket_attachments: 'features/tickets',
  company_introductions: 'features/introduction',
  company_files: 'features/introduction',
  opportunities: 'modules/opportunities',
  alert_reads: 'modules/alerts',
  open_ticket_counts: 'features/tickets',
  sessions: 'platform/sessions',
  login_history: 'platform/sessions',
  login_failures: 'platform/security',
  ip_bans: 'platform/security',
  rate_limits: 'platform/security',
  auth_throttle: 'platform/security',
  settings: 'platform/settings',
  outbox: 'platform/mail',
  audit_log: 'platform/audit',
  list_counts: 'platform/db',
} as const satisfies { [table in keyof Database]: string };

/** Folders (under apps/server/src) that may write any table; tests (`*.test.ts`) may too. */
export const TABLE_WRITE_EXEMPT = ['demo', 'test-support', 'platform/db/migrations'] as const;
