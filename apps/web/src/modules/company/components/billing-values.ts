import type { CompanyBillingSchema, Company, CompanyBillingInput } from '@sportello/domain';
import type { useZodForm } from '../../../shared/form/zod-form.ts';

/** The billing form's react-hook-form handle, for the parts that fill or read its fields. */
export type BillingFormHandle = ReturnType<typeof useZodForm<typeof CompanyBillingSchema>>;

const text = (value: string | null | undefined) => value ?? '';

/** The form's values from the saved company ('' for what is missing; a new company is Italian, spec 1 §9). */
export function billingValuesOf(c: Company): CompanyBillingInput {
  return {
    tipologia: c.tipologia,
    ragione_sociale: text(c.ragione_sociale),
    stato: c.stato || 'IT',
    cap: text(c.cap),
    citta: text(c.citta),
    provincia: text(c.provincia),
    indirizzo: text(c.indirizzo),
    telefono: text(c.telefono),
    partita_iva: text(c.partita_iva),
    codice_fiscale: text(c.codice_fiscale),
    email_pec: text(c.email_pec),
    sdi: text(c.sdi),
    currency: c.currency,
    lingua: c.lingua,
  };
}
