import type { ColumnType, Generated } from 'kysely';
import type {
  AccessType,
  AdministrativeState,
  CmsKind,
  Currency,
  Duration,
  OrderState,
  TechnicalState,
  Tipologia,
} from '@sportello/domain';
import type { CreatedAt, JsonColumn, LocalizedText } from './column-types.ts';

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

/** The tables of this area, by name. */
export interface ProductsTables {
  orders: OrdersTable;
  products: ProductsTable;
  product_renewal_changes: ProductRenewalChangesTable;
  domain_registrants: DomainRegistrantsTable;
  hosting_transfers: HostingTransfersTable;
}
