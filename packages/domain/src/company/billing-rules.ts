/**
 * The billing form's rules (spec 1 §5, spec 2 §5) as plain functions, in one
 * place: the zod schema (billing-schema.ts), the completeness flag
 * (billing-completeness.ts) and the browser form all read them.
 */
export const TIPOLOGIE = ['Private', 'Company'] as const;
export type Tipologia = (typeof TIPOLOGIE)[number];

export const BILLING_LIMITS = {
  ragione_sociale: 250,
  cap: 10,
  citta: 250,
  provincia: 2,
  indirizzo: 250,
  telefono: 20,
  partita_iva: 16,
  codice_fiscale: 16,
  email_pec: 100,
} as const;

/** The SDI recipient code of Italian e-invoicing: exactly this many letters or digits. */
export const SDI_LENGTH = 7;

export const ITALY = 'IT';
export const SWITZERLAND = 'CH';

export interface BillingVisibilityInput {
  tipologia: string | null | undefined;
  stato: string | null | undefined;
}

export interface BillingFieldVisibility {
  /** Hidden for private persons (spec: 'hidden for Private'). */
  partita_iva: boolean;
  /** An Italian tax code: shown in Italy only, for companies and private persons. */
  codice_fiscale: boolean;
  /** Certified mail: Italy only. */
  email_pec: boolean;
  /** E-invoicing recipient code: Italy only. */
  sdi: boolean;
  /** The provincia field is labelled 'cantone' for Switzerland. */
  provinciaLabel: 'provincia' | 'cantone';
}

/**
 * Which of the conditional fields the form shows. Private persons outside
 * Italy see neither tax field; a hidden field is ignored (saved empty).
 */
export function billingFieldVisibility({ tipologia, stato }: BillingVisibilityInput): BillingFieldVisibility {
  const italy = stato === ITALY;
  return {
    partita_iva: tipologia !== 'Private',
    codice_fiscale: italy,
    email_pec: italy,
    sdi: italy,
    provinciaLabel: stato === SWITZERLAND ? 'cantone' : 'provincia',
  };
}

export interface BillingFields {
  tipologia: string | null;
  ragione_sociale: string | null;
  stato: string | null;
  cap: string | null;
  citta: string | null;
  provincia: string | null;
  indirizzo: string | null;
  telefono: string | null;
  partita_iva: string | null;
  codice_fiscale: string | null;
  currency: string | null;
}

/** Fields every billing profile must have. */
export const ALWAYS_REQUIRED = [
  'tipologia',
  'ragione_sociale',
  'stato',
  'cap',
  'citta',
  'provincia',
  'indirizzo',
  'telefono',
  'currency',
] as const satisfies readonly (keyof BillingFields)[];

export type TaxRequirement = 'vat_or_cf' | 'cf_private';

/**
 * The tax fields a profile still lacks, with the reason: in Italy a company
 * needs a VAT number or a codice fiscale, a private person the codice
 * fiscale; elsewhere neither is required.
 */
export function missingTaxFields(
  c: Pick<BillingFields, 'tipologia' | 'stato' | 'partita_iva' | 'codice_fiscale'>,
): Partial<Record<'partita_iva' | 'codice_fiscale', TaxRequirement>> {
  if (c.stato !== ITALY) return {};
  const hasCf = filled(c.codice_fiscale);
  if (c.tipologia === 'Private') return hasCf ? {} : { codice_fiscale: 'cf_private' };
  if (hasCf || filled(c.partita_iva)) return {};
  return { partita_iva: 'vat_or_cf', codice_fiscale: 'vat_or_cf' };
}

/** Every required field that is empty, in form order. */
export function missingBillingFields(c: BillingFields): (keyof BillingFields)[] {
  const missing: (keyof BillingFields)[] = ALWAYS_REQUIRED.filter((field) => !filled(c[field]));
  missing.push(...(Object.keys(missingTaxFields(c)) as (keyof BillingFields)[]));
  return missing;
}

export function filled(value: string | null | undefined): boolean {
  return value != null && value.trim() !== '';
}

/** Spec 1 §5: a locked billing profile keeps its type, name, country and VAT number. */
export const LOCKED_BILLING_FIELDS = ['tipologia', 'ragione_sociale', 'stato', 'partita_iva'] as const;

export interface BillingLocks {
  locked: boolean;
  currency_locked: boolean;
}

/** Whether a lock keeps this field as saved (the policy changeBillingField says so to both sides). */
export function isBillingFieldLocked(field: string, locks: BillingLocks): boolean {
  if (field === 'currency') return locks.locked || locks.currency_locked;
  return locks.locked && (LOCKED_BILLING_FIELDS as readonly string[]).includes(field);
}
