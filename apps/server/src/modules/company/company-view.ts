import {
  APPROVAL_STATES,
  CURRENCIES,
  DEFAULT_BILLING_COUNTRY,
  DEFAULT_CURRENCY,
  hasCompleteBillingData,
  isLanguage,
  TIPOLOGIE,
  type Approval,
  type Company,
  type Currency,
  type Language,
  type Tipologia,
} from '@sportello/domain';
import type { CompanyScope } from '../../platform/access/company-scope.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Azienda } from '../../platform/db/schema.ts';
import { notFoundError } from '../../platform/use-cases/domain-error.ts';
import { localized } from '../../platform/i18n/localized-text.ts';
import { findCompanyProfile } from './company-store.ts';

/** The company's billing profile as GET /rest/company/{id} answers it (and PUT after saving). */
export async function companyProfile(db: Db, scope: CompanyScope, language: Language): Promise<Company> {
  const row = await findCompanyProfile(db, scope);
  if (!row) throw notFoundError();
  const company = toCompany(row, { requirements: row.requirements, fatturante_strid: row.fatturante_strid });
  // The payment mode in the request's language when the catalogue names it; else the stored text.
  return { ...company, pagamento: localized(row.pagamento_nomi, language) ?? row.pagamento };
}

function toCompany(row: Azienda, extra: { requirements: number[]; fatturante_strid: string | null }): Company {
  return {
    id: row.id,
    tipologia: oneOf(TIPOLOGIE, row.tipologia, 'Company' as Tipologia),
    ragione_sociale: row.ragione_sociale,
    stato: row.stato,
    cap: row.cap,
    citta: row.citta,
    provincia: row.provincia,
    indirizzo: row.indirizzo,
    telefono: row.telefono,
    partita_iva: row.partita_iva,
    codice_fiscale: row.codice_fiscale,
    email_pec: row.email_pec,
    sdi: row.sdi,
    currency: oneOf(CURRENCIES, row.currency, DEFAULT_CURRENCY as Currency),
    lingua: isLanguage(row.lingua) ? row.lingua : 'it',
    fatturazione_mensile: row.fatturazione_mensile,
    locked: row.locked,
    currency_locked: row.currency_locked,
    approval: APPROVAL_STATES.find((s) => s === row.approval) ?? null,
    ack_marketing: row.ack_marketing,
    ack_privacy: row.ack_privacy,
    ack_terms: row.ack_terms,
    contratto_cliente: row.contratto_cliente,
    cod_pagamento: row.cod_pagamento,
    pagamento: row.pagamento,
    id_pagamento: null,
    metodi_pagamento: row.metodi_pagamento,
    fatturante_strid: extra.fatturante_strid,
    hasCompleteBillingData: hasCompleteBillingData(row),
    is_verified_billing: row.is_verified_billing,
    is_reseller: row.is_reseller,
    iva: row.iva,
    use_credit: row.use_credit,
    id_main_skill: row.id_main_skill,
    requirements: extra.requirements,
    cashback_months: row.cashback_months,
    // Whether recurring payments are off; PUT with `disableRecurringPayments: true` turns them off.
    disableRecurringPayments: !row.has_recurring_payments,
  };
}

/** GET /rest/company/0: a new company's defaults (spec 1 §9: Italy, EUR; the language of the request). */
export function newCompanyDefaults(lingua: Language): Company {
  return {
    id: 0,
    tipologia: 'Company',
    ragione_sociale: '',
    stato: DEFAULT_BILLING_COUNTRY,
    cap: null,
    citta: null,
    provincia: null,
    indirizzo: null,
    telefono: null,
    partita_iva: null,
    codice_fiscale: null,
    email_pec: null,
    sdi: null,
    currency: DEFAULT_CURRENCY,
    lingua,
    fatturazione_mensile: false,
    locked: false,
    currency_locked: false,
    approval: null as Approval | null,
    ack_marketing: false,
    ack_privacy: false,
    ack_terms: false,
    contratto_cliente: false,
    cod_pagamento: null,
    pagamento: null,
    id_pagamento: null,
    metodi_pagamento: [],
    fatturante_strid: null,
    hasCompleteBillingData: false,
    is_verified_billing: false,
    is_reseller: false,
    iva: 22,
    use_credit: false,
    id_main_skill: null,
    requirements: [],
    cashback_months: [],
    disableRecurringPayments: false,
  };
}

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return values.find((v) => v === value) ?? fallback;
}
