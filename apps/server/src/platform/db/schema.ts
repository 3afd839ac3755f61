import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type {
  AdministrativeState,
  Approval,
  ContractType,
  Currency,
  DocumentSection,
  Duration,
  EmailSubscription,
  Grant,
  Language,
  StaffRole,
  Tipologia,
  OrderState,
  TechnicalState,
  AccessType,
  CmsKind,
  PanelType,
  DnsRecordType,
  TicketDepartment,
  TicketState,
  InvoiceType,
  TransactionStatus,
  CreditKind,
  InvoicePurpose,
  OfferRejectionReason,
  OfferState,
  PricedLine,
  QuoteTotals,
  WizardStateInput,
} from '@sportello/domain';

/**
 * The database types, declared once. The migrations create these tables;
 * schema.test.ts compares every table and column (name, nullability, kind)
 * with the migrated database, so the two cannot drift apart.
 *
 * Conventions: `numeric` columns are parsed to numbers (percentages only —
 * money is integer cents), `date` columns stay 'YYYY-MM-DD' strings,
 * `timestamptz` columns are Dates.
 */
export interface Database {
  fatturanti: FatturantiTable;
  aziende: AziendeTable;
  users: UsersTable;
  company_access: CompanyAccessTable;
  sessions: SessionsTable;
  login_history: LoginHistoryTable;
  check_tokens: CheckTokensTable;
  login_failures: LoginFailuresTable;
  ip_bans: IpBansTable;
  rate_limits: RateLimitsTable;
  auth_throttle: AuthThrottleTable;
  settings: SettingsTable;
  feedback: FeedbackTable;
  outbox: OutboxTable;
  email_tokens: EmailTokensTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  terms: TermsTable;
  skills: SkillsTable;
  payment_modes: PaymentModesTable;
  company_skills: CompanySkillsTable;
  invites: InvitesTable;
  auth_requests: AuthRequestsTable;
  user_identities: UserIdentitiesTable;
  oidc_requests: OidcRequestsTable;
  documents: DocumentsTable;
  partner_requests: PartnerRequestsTable;
  projects: ProjectsTable;
  project_requirements: ProjectRequirementsTable;
  audit_log: AuditLogTable;
  catalogue_categories: CatalogueCategoriesTable;
  catalogue_products: CatalogueProductsTable;
  category_markups: CategoryMarkupsTable;
  orders: OrdersTable;
  products: ProductsTable;
  product_renewal_changes: ProductRenewalChangesTable;
  domain_registrants: DomainRegistrantsTable;
  hosting_transfers: HostingTransfersTable;
  hosting_services: HostingServicesTable;
  hosting_panels: HostingPanelsTable;
  ssh_keys: SshKeysTable;
  dns_zones: DnsZonesTable;
  dns_records: DnsRecordsTable;
  cloud_servers: CloudServersTable;
  tickets: TicketsTable;
  ticket_messages: TicketMessagesTable;
  ticket_attachments: TicketAttachmentsTable;
  open_ticket_counts: OpenTicketCountsTable;
  invoices: InvoicesTable;
  invoice_rows: InvoiceRowsTable;
  installments: InstallmentsTable;
  payment_transactions: PaymentTransactionsTable;
  provider_events: ProviderEventsTable;
  credit_movements: CreditMovementsTable;
  payment_refunds: PaymentRefundsTable;
  totp_recovery_codes: TotpRecoveryCodesTable;
  offers: OffersTable;
}

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Json = unknown;

/** Billing entities of the provider (the `fatturante` of a company). */
export interface FatturantiTable {
  id: Generated<number>;
  strid: string;
  ragione_sociale: string;
  indirizzo: string;
  citta: string;
  provincia: string;
  cap: string;
  stato: string;
  telefono: string;
  piva: string;
  intestatario: string;
  banca_eur: string;
  banca_chf: string;
  currency: Currency;
}

/** Customer and reseller companies with their billing profile (spec 1 §3). */
export interface AziendeTable {
  id: Generated<number>;
  ragione_sociale: string;
  tipologia: Generated<Tipologia>;
  stato: Generated<string>;
  cap: string | null;
  citta: string | null;
  provincia: string | null;
  indirizzo: string | null;
  partita_iva: string | null;
  codice_fiscale: string | null;
  email_pec: string | null;
  sdi: string | null;
  telefono: string | null;
  currency: Generated<Currency>;
  currency_locked: Generated<boolean>;
  fatturazione_mensile: Generated<boolean>;
  lingua: Generated<Language>;
  locked: Generated<boolean>;
  approval: Approval | null;
  ack_marketing: Generated<boolean>;
  ack_privacy: Generated<boolean>;
  ack_terms: Generated<boolean>;
  cod_pagamento: string | null;
  pagamento: string | null;
  metodi_pagamento: Generated<string[]>;
  contratto_cliente: Generated<boolean>;
  is_reseller: Generated<boolean>;
  /** Reseller discount, percent. */
  sconto: Generated<number>;
  /** VAT rate, percent. */
  iva: Generated<number>;
  use_credit: Generated<boolean>;
  is_premium: Generated<boolean>;
  has_recurring_payments: Generated<boolean>;
  is_verified_billing: Generated<boolean>;
  /** The reseller this company is a customer of. */
  parent_id: number | null;
  fatturante_id: number | null;
  id_main_skill: number | null;
  survey_completion_date: string | null;
  compiled_survey: Generated<boolean>;
  is_demo: Generated<boolean>;
  created_at: CreatedAt;
  /** A reseller's affiliation token: sign-ups carrying afid + aftk become its customers. */
  affiliation_token: string | null;
  /** Where a signed-up company came from (sign-up's prospect_source). */
  prospect_source: string | null;
  /** Signed up through its reseller's (parent_id's) affiliation link. */
  presented: Generated<boolean>;
  /** Created by its reseller as a prospect: no users, a person to contact. */
  is_prospect: Generated<boolean>;
  /** A prospect's person to contact (spec 2 §3 Prospect: firstname and lastname, email). */
  contact_name: string | null;
  contact_mail: string | null;
}

export interface UsersTable {
  id: Generated<number>;
  /** Unique regardless of case. */
  username: string;
  email: string;
  /** argon2id; null for accounts that only sign in through a social provider. */
  password_hash: string | null;
  firstname: Generated<string>;
  lastname: Generated<string>;
  lingua: Generated<Language>;
  /** Operators of the provider; null for customers' users. */
  staff_role: StaffRole | null;
  /** `verificato` in the API. */
  email_verified: Generated<boolean>;
  created_at: CreatedAt;
  last_login_at: Date | null;
  /** Authenticator (TOTP) secret, sealed with a key derived from SESSION_SECRET; never sent to anyone. */
  totp_secret: string | null;
  /** Time step of the last accepted code: a code is accepted once. */
  totp_last_counter: number | null;
  /** Profile (spec 2 §3): personal data beyond the name. */
  title: string | null;
  street: string | null;
  postalcode: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  phone: string | null;
  mobile: string | null;
}

/** A user's grants and e-mail subscriptions in one company. */
export interface CompanyAccessTable {
  user_id: number;
  company_id: number;
  grants: Generated<Grant[]>;
  email_subscriptions: Generated<EmailSubscription[]>;
  /** The user's sort keys for the users list, kept by triggers from users (migration 0014). */
  sort_name: Generated<string>;
  sort_username: Generated<string>;
  sort_mail: Generated<string>;
}

export interface SessionsTable {
  /** HMAC-SHA-256 of the cookie token: the token itself is never stored. */
  id: string;
  user_id: number;
  company_id: number | null;
  remember: boolean;
  created_at: CreatedAt;
  last_seen_at: Date;
  expires_at: Date;
  ip: string | null;
  user_agent: string | null;
  /** An authenticator secret offered by GET /api/auth/totp, sealed, until a code confirms it. */
  totp_pending: string | null;
  /**
   * Opened by the forgotten-password link: until then it may set a new password once without the
   * current one (kept across a change of company).
   */
  password_reset_until: Date | null;
}

/** Every sign-in of a user (not the session rotations of a change of company). */
export interface LoginHistoryTable {
  id: Generated<number>;
  user_id: number;
  at: CreatedAt;
  ip: string | null;
  user_agent: string | null;
}

/** Single-use form tokens (`check`) bound to one browser. */
/** A Google or LinkedIn account (provider + its `sub`) that signs in as a user. */
export interface UserIdentitiesTable {
  provider: OidcProvider;
  subject: string;
  user_id: number;
  email: string;
  created_at: CreatedAt;
  last_used_at: Date | null;
}

export type OidcProvider = 'google' | 'linkedin';

/** A provider sign-in under way: its state (digest) and nonce, bound to the browser that asked. */
export interface OidcRequestsTable {
  state_hash: string;
  provider: OidcProvider;
  browser: string;
  nonce: string;
  code_verifier: string | null;
  mode: 'login' | 'signup';
  antk: string | null;
  ref: string | null;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export interface CheckTokensTable {
  hash: string;
  /** HMAC of the browser-binding cookie. */
  browser: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  ip: string;
  username: string;
  created_at: CreatedAt;
}

export interface IpBansTable {
  ip: string;
  until: Date;
  reason: string;
  created_at: CreatedAt;
}

/** Counters of @fastify/rate-limit, shared by every server process. */
export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: Date;
}

/** Budgets of failed checks of a secret, per address, account or authenticator (platform/security/auth-throttle.ts). */
export interface AuthThrottleTable {
  key: string;
  count: number;
  reset_at: Date;
}

export interface SettingsTable {
  key: string;
  value: Json;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Reports sent from the unexpected-error dialog. */
export interface FeedbackTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  comments: string;
  event: Json;
  created_at: CreatedAt;
}

/** Every e-mail the portal sends, kept (DESIGN §3): the sender delivers pending rows over SMTP. */
export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  template: string;
  language: Language;
  created_at: CreatedAt;
  /** When a sender may take it (also its lease while one holds it); null once sent or given up. */
  next_attempt_at: Date | null;
  sent_at: Date | null;
  attempts: Generated<number>;
  last_error: string | null;
  message_id: string | null;
}

/** One-time tokens sent by e-mail: address confirmation and sign-in links (stored as HMAC digests). */
export interface EmailTokensTable {
  hash: string;
  user_id: number;
  /** 'confirm', 'signin' or 'email_change'. */
  purpose: string;
  /** The new address an 'email_change' token confirms; null for the others. */
  email: string | null;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

/** Newsletter addresses (lower case), users or not. */
export interface NewsletterSubscriptionsTable {
  email: string;
  language: Generated<Language>;
  source: string;
  created_at: CreatedAt;
}

/** Contract texts (GET /rest/terms/{tipo}) per billing entity and language; HTML, sanitised when served. */
export interface TermsTable {
  id: Generated<number>;
  /** 'customer'. */
  tipo: ContractType;
  /** null: the text for every billing entity without one of its own. */
  fatturante_id: number | null;
  lingua: Language;
  titolo: string;
  testo: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** The skills catalogue (spec 2 §3). */
export interface SkillsTable {
  id: Generated<number>;
  /** The Italian name (spec). */
  nome: string;
  /** The name in every language (migration 0012 refuses a missing one). */
  nomi: JsonColumn<LocalizedText>;
  /** 'skill', 'tech skill' or 'business sector'. */
  tipo: string;
}

/** Payment modes by aziende.cod_pagamento, named in four languages (issue 14 item 3). */
export interface PaymentModesTable {
  codice: string;
  nomi: JsonColumn<LocalizedText>;
}

/** A company's skills (`requirements`); its main one is aziende.id_main_skill. */
export interface CompanySkillsTable {
  company_id: number;
  skill_id: number;
}

/** Pending invitations to a company; the key (antk) is stored as its SHA-256 digest. */
export interface InvitesTable {
  id: Generated<number>;
  company_id: number;
  email: string;
  antk_hash: string;
  grants: Generated<Grant[]>;
  email_subscriptions: Generated<EmailSubscription[]>;
  invited_by: number | null;
  created_at: CreatedAt;
  expires_at: Date;
}

/** Requests by a user (user_id = uid) to administer a company (company_id = aid); tok stored as SHA-256. */
export interface AuthRequestsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  tok_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
}

/** Useful documents (spec 3 'Documenti utili') per billing entity and language: a PDF, or a contract text of `terms`. */
export interface DocumentsTable {
  id: Generated<number>;
  /** 'contrattuali', 'amministrativi' or 'altri'. */
  sezione: DocumentSection;
  /** null: for the companies of every billing entity. */
  fatturante_id: number | null;
  lingua: Language;
  nome: string;
  descrizione: Generated<string>;
  /** A contract text (terms.tipo) shown in a dialog, instead of a file. */
  contract_type: string | null;
  filename: string | null;
  content: Uint8Array | null;
  reseller_only: Generated<boolean>;
  position: Generated<number>;
  created_at: CreatedAt;
}

/** Requests to become a partner (POST /rest/become_partner), for the operators; one pending per company. */
export interface PartnerRequestsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  modalita: string;
  fatturazione_mensile: boolean;
  provvigioni_in_fattura: boolean;
  /** 'pending', 'accepted' or 'rejected'. */
  stato: Generated<string>;
  created_at: CreatedAt;
}

/** Projects a company submits to the partner network (spec 3 §3 Project). */
export interface ProjectsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  nome: string;
  descrizione: string;
  dominio: Generated<string>;
  tempistiche: Generated<string>;
  /** Cents of `currency`. */
  budget: number | null;
  currency: string;
  contatti: string;
  /** When the sender ticked the authorisation checkbox. */
  authorized_at: Date;
  created_at: CreatedAt;
}

/** A project's skills, tech skills and business sectors (id_requirements). */
export interface ProjectRequirementsTable {
  project_id: number;
  skill_id: number;
}

export type Azienda = Selectable<AziendeTable>;
export type NewAzienda = Insertable<AziendeTable>;
export type Fatturante = Selectable<FatturantiTable>;
export type User = Selectable<UsersTable>;
export type Session = Selectable<SessionsTable>;

/** One row per state-changing use case: who (actor, or null for the system), on which company, what, before and after. */
export interface AuditLogTable {
  id: Generated<string>;
  at: CreatedAt;
  action: string;
  actor_user_id: number | null;
  staff_role: StaffRole | null;
  company_id: number | null;
  subject: string | null;
  before: Json | null;
  after: Json | null;
  ip: string | null;
  request_id: string | null;
}

/** A jsonb column: read parsed, written as JSON text (both drivers take it so). */
type JsonColumn<T> = ColumnType<T, string, string>;

/** A text in the four languages of the portal (jsonb). */
export type LocalizedText = Record<Language, string>;

/** The provider's catalogue categories, in the order the price list shows them (spec 2 §3 posizione_categoria). */
export interface CatalogueCategoriesTable {
  code: string;
  posizione: number;
  nome: JsonColumn<LocalizedText>;
}

/** One product of the price list at one duration (spec 2 §3 catalog item, spec 3 §3 price-list product); cents. */
export interface CatalogueProductsTable {
  id: Generated<number>;
  codice: string;
  durata: Duration;
  categoria: string;
  posizione: number;
  group_code: string;
  /** Domain registrations: the extension, without its dot. */
  tld: string | null;
  /** Stacks: the least RAM of the server, GB (spec 3 §9). */
  min_ram: number | null;
  qt: Generated<number>;
  nome: JsonColumn<LocalizedText>;
  descrizione: ColumnType<LocalizedText | null, string | null, string | null>;
  features: ColumnType<Record<string, number | boolean | string>, string | undefined, string>;
  prezzo_eur: number;
  prezzo_chf: number;
  prezzo_scontato_eur: number;
  prezzo_scontato_chf: number;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A reseller's markup on a category, whole percent (spec 2 §3 "Category custom price", §5). */
export interface CategoryMarkupsTable {
  company_id: number;
  categoria: string;
  markup: number;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A company's order (spec 2 §4): 'concluso' opens the transfer forms of its products. */
export interface OrdersTable {
  id: Generated<number>;
  company_id: number;
  stato: Generated<OrderState>;
  created_at: CreatedAt;
}

/** A company's product with its renewal view (spec 2 §3 product and product order); cents. */
export interface ProductsTable {
  id: Generated<number>;
  company_id: number;
  order_id: number | null;
  codice: string;
  group_code: string;
  nome: JsonColumn<LocalizedText>;
  dominio: Generated<string>;
  categoria: string;
  durata: Duration;
  data_fine: string;
  free_period: Generated<number>;
  grace_period: Generated<number>;
  stato_tecnico: Generated<TechnicalState>;
  stato_amministrativo: Generated<AdministrativeState>;
  rinnovo_automatico: Generated<boolean>;
  note_cliente: Generated<string>;
  importo: number;
  currency: Currency;
  qt: Generated<number>;
  nfr: Generated<boolean>;
  last_bw_upgrade: string | null;
  free_bw_upgrade: Generated<boolean>;
  bw_upgrade_price: number | null;
  n_upgrades: Generated<number>;
  pending_invoice_number: string | null;
  missing_data: Generated<boolean>;
  missing_mail_data: Generated<boolean>;
  registrazione_dominio: Generated<boolean>;
  ask_site_transfer: Generated<boolean>;
  ask_mail_transfer: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** One renewal change of a product (spec 2 §5 renewal-change modal): who, when, before, after. */
export interface ProductRenewalChangesTable {
  id: Generated<string>;
  product_id: number;
  company_id: number;
  user_id: number | null;
  at: CreatedAt;
  before: JsonColumn<Record<string, unknown>>;
  after: JsonColumn<Record<string, unknown>>;
  nominativo: Generated<string>;
  motivazione: string | null;
}

/** Who a domain of a concluded order is registered to (spec 2 §7); the AuthCode sealed. */
export interface DomainRegistrantsTable {
  id: Generated<number>;
  company_id: number;
  product_id: number;
  order_id: number;
  new_registration: boolean;
  authcode_sealed: string | null;
  anytime: boolean | null;
  usa_dati_fatturazione: boolean;
  tipologia: Tipologia | null;
  nome: string | null;
  cognome: string | null;
  ragione_sociale: string | null;
  stato: string | null;
  cap: string | null;
  indirizzo: string | null;
  citta: string | null;
  provincia: string | null;
  partita_iva: string | null;
  codice_fiscale: string | null;
  created_by: number | null;
  created_at: CreatedAt;
}

/** A mailbox to move: its address and its password, sealed. */
export interface SealedMailbox {
  name: string;
  password_sealed: string;
}

/** How the provider reaches a site and mailboxes it moves (spec 2 §7); every password sealed. */
export interface HostingTransfersTable {
  id: Generated<number>;
  company_id: number;
  product_id: number;
  order_id: number;
  access_type: AccessType | null;
  url: string | null;
  username: string | null;
  password_sealed: string | null;
  db_name: string | null;
  db_user: string | null;
  db_password_sealed: string | null;
  pma_url: string | null;
  cms: CmsKind | null;
  maintenance_site: boolean | null;
  subdomains: string | null;
  imap: string | null;
  mails: ColumnType<SealedMailbox[], string | undefined, string>;
  maintenance_mail: boolean | null;
  note: string | null;
  created_by: number | null;
  created_at: CreatedAt;
}

/** A company's hosting services on one domain (spec 3 §3 hosting service per domain). */
export interface HostingServicesTable {
  id: Generated<number>;
  company_id: number;
  dominio: string;
  pannello: Generated<boolean>;
  posta: Generated<boolean>;
  pecs: Generated<string[]>;
  dns: Generated<boolean>;
  redirect: string | null;
  is_registrazione_dominio: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** The hosting panel of a service (spec 3 §3 panel); usage in megabytes; the demo adapter's password sealed. */
export interface HostingPanelsTable {
  id: Generated<number>;
  company_id: number;
  service_id: number;
  tipo_pannello: PanelType;
  has_whm_key: Generated<boolean>;
  username: string;
  server_fqdn: string;
  quotaused: Generated<number>;
  quotalimit: Generated<number>;
  bwused: Generated<number>;
  bwlimit: Generated<number>;
  traffico: Generated<string>;
  auto_upgrade_bw: Generated<boolean>;
  server_location: string;
  backup_location: string;
  password_sealed: string | null;
  password_changed_at: Date | null;
}

/** An SSH key loaded on a panel (the demo adapter's state). */
export interface SshKeysTable {
  id: Generated<number>;
  company_id: number;
  panel_id: number;
  key: string;
  created_by: number | null;
  created_at: CreatedAt;
}

/** A domain's DNS zone: the system of record, published to PowerDNS when configured. */
export interface DnsZonesTable {
  id: Generated<number>;
  company_id: number;
  service_id: number;
  dominio: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  published_at: Date | null;
}

/** One record of a zone (spec 3 §3 DNS record), in the editor's order. */
export interface DnsRecordsTable {
  id: Generated<number>;
  zone_id: number;
  position: number;
  domain: string;
  ttl: number;
  type: DnsRecordType;
  weight: number | null;
  target: string;
}

/** A company's cloud server (spec 3 §3 cloud server). */
export interface CloudServersTable {
  id: Generated<number>;
  company_id: number;
  nome: string;
  os: string;
  osrelease: Generated<string>;
  ip4_public: string;
  fqdn: string;
  cpanel: Generated<boolean>;
  has_cockpit: Generated<boolean>;
  has_console: Generated<boolean>;
  server_location: string;
  backup_location: string;
  created_at: CreatedAt;
}

/** A company's support ticket (spec 3 §3); the urgent surcharge in cents of urgent_currency. */
export interface TicketsTable {
  id: Generated<number>;
  company_id: number;
  titolo: string;
  department: TicketDepartment;
  id_product: number | null;
  prodotto: string | null;
  urgente: Generated<boolean>;
  urgent_price: Generated<number>;
  urgent_currency: Currency | null;
  stato: Generated<TicketState>;
  extra_time: Generated<boolean>;
  created_by: number | null;
  created_at: CreatedAt;
  last_message_at: ColumnType<Date, Date | undefined, Date>;
  last_from_operator: Generated<boolean>;
  closed_at: Date | null;
  closed_by: number | null;
  /** The invoice of the urgent surcharge (none: not urgent, or premium). */
  urgent_invoice_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/**
 * Signed amounts of open tickets per department and "awaiting an operator", kept by triggers on
 * tickets (migration 0022); a bucket's open count is the sum of its rows, folded by housekeeping.
 */
export interface OpenTicketCountsTable {
  department: TicketDepartment;
  awaiting_operator: boolean;
  /** int8: pg reads it as a string. */
  n: string;
}

/** One message of a ticket: an operator's (sanitized HTML) or a customer user's (plain text). */
export interface TicketMessagesTable {
  id: Generated<number>;
  ticket_id: number;
  company_id: number;
  author_user_id: number | null;
  author_name: string;
  author_email: string | null;
  operatore: boolean;
  messaggio: string;
  created_at: CreatedAt;
}

/** A file attached to a ticket message; content type judged from the bytes. */
export interface TicketAttachmentsTable {
  id: Generated<number>;
  message_id: number;
  ticket_id: number;
  company_id: number;
  filename: string;
  content_type: string;
  size: number;
  content: Uint8Array;
  created_at: CreatedAt;
}

/** The customer's billing data printed on an invoice, as on the day of issue. */
export interface InvoiceCustomer {
  ragione_sociale: string;
  indirizzo: string;
  cap: string;
  citta: string;
  provincia: string;
  stato: string;
  partita_iva: string;
  codice_fiscale: string;
}

/** An invoice or credit note of a company (spec 2 §3); totals = the sums of its rows, cents. */
export interface InvoicesTable {
  id: Generated<number>;
  company_id: number;
  fatturante_id: number | null;
  type: Generated<InvoiceType>;
  nr: string;
  data: string;
  currency: Currency;
  imponibile: number;
  vatamount: number;
  amount: number;
  paymethod: Generated<string>;
  customer: JsonColumn<InvoiceCustomer>;
  purpose: Generated<InvoicePurpose>;
  created_at: CreatedAt;
}

/** One row of an invoice, VAT per row (percentages as numbers), cents. */
export interface InvoiceRowsTable {
  id: Generated<number>;
  invoice_id: number;
  position: number;
  description: string;
  qt: number;
  price: number;
  discount: Generated<number>;
  vat: number;
  amount: number;
  vatamount: number;
  product_id: number | null;
  renew_until: string | null;
  upgrade_to: number | null;
}

/** A payment due of an invoice (spec 2 §3 payment/installment); pending while paid_at is null. */
export interface InstallmentsTable {
  id: Generated<number>;
  invoice_id: number;
  company_id: number;
  tipo: Generated<string>;
  descrizione: Generated<string>;
  amount: number;
  currency: Currency;
  data: string;
  paid_at: Date | null;
}

/** One attempt to pay an installment through a provider, with the cashback spent beside it. */
export interface PaymentTransactionsTable {
  id: Generated<number>;
  company_id: number;
  installment_id: number;
  user_id: number | null;
  provider: string;
  method: string;
  amount: number;
  cashback_amount: Generated<number>;
  credit_amount: Generated<number>;
  currency: Currency;
  status: Generated<TransactionStatus>;
  token: string;
  provider_ref: string | null;
  ref: string | null;
  enable_recurring: Generated<boolean>;
  created_at: CreatedAt;
  settled_at: Date | null;
  /** The provider's reusable reference from the payment that authorised recurring payments (vault id, card token). */
  mandate_ref: string | null;
  /** A charge of the recurring job, without the customer. */
  recurring: Generated<boolean>;
  /** Started by staff acting on the customer: the return leads to `/{id_cliente}/order-result/…`. */
  for_customer: Generated<boolean>;
}

/** A provider's event, once per (provider, event_key). */
export interface ProviderEventsTable {
  id: Generated<string>;
  provider: string;
  event_key: string;
  transaction_id: number | null;
  outcome: string;
  payload: JsonColumn<Record<string, unknown>>;
  received_at: CreatedAt;
}

/** One-time recovery codes of two-factor authentication: the keyed digest of each, and when it was used. */
export interface TotpRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  hash: string;
  used_at: Date | null;
  created_at: CreatedAt;
}

/** Why collected money is given back (migration 0023). */
export type RefundReason = 'superseded' | 'already_paid' | 'balance_short';
/**
 * due: to ask the provider; sending: one process is asking it; refunded: the provider took the refund;
 * failed: the finance team refunds by hand.
 */
export type RefundStatus = 'due' | 'sending' | 'refunded' | 'failed';

/** Money a provider collected that Sportello does not apply, to give back; one per provider event. */
export interface PaymentRefundsTable {
  id: Generated<number>;
  transaction_id: number;
  company_id: number;
  provider: string;
  event_key: string;
  amount: number;
  currency: Currency;
  reason: RefundReason;
  /** The provider's id of the money to refund (PayPal's capture id, Axerve's paymentID). */
  payment_ref: string | null;
  status: Generated<RefundStatus>;
  /** The provider's id of the refund. */
  refund_ref: string | null;
  detail: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** Credit and cashback earned (+) and spent (−), cents. */
export interface CreditMovementsTable {
  id: Generated<string>;
  company_id: number;
  tipo: CreditKind;
  amount: number;
  currency: Currency;
  descrizione: Generated<string>;
  transaction_id: number | null;
  data: CreatedAt;
}

/**
 * An offer of the quote wizard (spec 3 §3 offer/order): the state it was quoted from and the lines
 * and totals the engine computed, cents; an order once stato_ordine is set.
 */
export interface OffersTable {
  id: Generated<number>;
  /** The company billed (id_azienda). */
  company_id: number;
  /** The reseller that prepared it for its customer (id_reseller). */
  reseller_id: number | null;
  created_by: number | null;
  titolo_offerta: string;
  stato_offerta: ColumnType<OfferState | null, OfferState | null | undefined, OfferState | null>;
  stato_ordine: OrderState | null;
  motivazione_rifiuto: OfferRejectionReason | null;
  currency: Currency;
  /** VAT rate of the company billed, percent. */
  iva: number;
  gran_totale: number;
  gran_totale_ivato: number;
  free_period: Generated<number>;
  testing_mode: 'rinnova' | 'disdici' | null;
  tecnologie: ColumnType<string[] | null, string | null, string | null>;
  provision_location: string | null;
  provision_backup_location: string | null;
  note: string | null;
  action: string | null;
  state: JsonColumn<WizardStateInput>;
  prodotti: JsonColumn<PricedLine[]>;
  totals: JsonColumn<QuoteTotals>;
  order_id: number | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** A row of `Table` with only the columns a query selects by their qualified names (`'products.id'`). */
export type SelectedColumns<Table, Qualified extends string> = Pick<
  Table,
  Extract<Qualified extends `${string}.${infer Column}` ? Column : never, keyof Table>
>;
