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

const filled = (value: string | null): boolean => value !== null && value.trim() !== '';

/**
 * Spec 1 §5: the billing form's required fields. Italy needs a tax code: a VAT
 * number or a codice fiscale for companies, the codice fiscale for private
 * persons; elsewhere neither tax field is shown, so neither is required.
 */
export function hasCompleteBillingData(c: BillingFields): boolean {
  const required = [c.tipologia, c.ragione_sociale, c.stato, c.cap, c.citta, c.provincia, c.indirizzo, c.telefono, c.currency];
  if (!required.every(filled)) return false;
  if (c.stato !== 'IT') return true;
  return c.tipologia === 'Private' ? filled(c.codice_fiscale) : filled(c.partita_iva) || filled(c.codice_fiscale);
}
