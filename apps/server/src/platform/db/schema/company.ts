import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Approval, ContractType, Currency, Language, Tipologia } from '@sportello/domain';
import type { CreatedAt, JsonColumn, LocalizedText } from './column-types.ts';

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
  /** A reseller's contract (migration 0036), percent: commissions and referrals on its customers' invoices. */
  referral_percentage: Generated<number>;
  /** Co-marketing credit on its own invoices, percent. */
  comarketing_percentage: Generated<number>;
  /** Cashback on its own invoices paid in its three months, percent. */
  cashback_percentage: Generated<number>;
  /** The least commission balance it may collect, cents. */
  collect_from: Generated<number>;
  /** The cashback runs until this day ('YYYY-MM-DD'); null before the months are chosen. */
  cashback_until: string | null;
  /** The three months (1-12) whose paid invoices earn cashback; empty until chosen. */
  cashback_months: Generated<number[]>;
  /** The IBAN of its last commission request. */
  iban: string | null;
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

export type Azienda = Selectable<AziendeTable>;

export type NewAzienda = Insertable<AziendeTable>;

export type Fatturante = Selectable<FatturantiTable>;

/** The tables of this area, by name. */
/** A locked billing profile's change request (spec 1 §5), for the operators' queue; one pending per company. */
export interface BillingChangeRequestsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  tipologia: Tipologia;
  ragione_sociale: string;
  stato: string;
  partita_iva: string;
  note: Generated<string>;
  /** 'pending', 'applied' or 'rejected'. */
  esito: Generated<string>;
  reason: string | null;
  decided_at: Date | null;
  created_at: CreatedAt;
}

export interface CompanyTables {
  billing_change_requests: BillingChangeRequestsTable;
  fatturanti: FatturantiTable;
  aziende: AziendeTable;
  terms: TermsTable;
  skills: SkillsTable;
  payment_modes: PaymentModesTable;
  company_skills: CompanySkillsTable;
}
