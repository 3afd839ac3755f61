import type { Currency } from '../constants.ts';

/**
 * Price arithmetic of the catalogue, once for the server and the browser. Money is integer
 * cents; every rounding is integer arithmetic, half up: to the cent in EUR, to 5 Rappen in CHF
 * (the smallest Swiss coin, as Swiss invoices round).
 */
export function roundToCurrency(numerator: number, denominator: number, currency: Currency): number {
  if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || denominator <= 0) {
    throw new Error('roundToCurrency: integers only');
  }
  const step = currency === 'CHF' ? 5 : 1;
  return Math.floor((numerator + (denominator * step) / 2) / (denominator * step)) * step;
}

/** Spec 2 §5, DESIGN §4: customer price = discounted price × (1 + markup %), rounded to the currency. */
export function customerPrice(discountedCents: number, markupPercent: number, currency: Currency): number {
  if (!Number.isInteger(markupPercent) || markupPercent < 0)
    throw new Error('customerPrice: markup is a whole percent ≥ 0');
  return roundToCurrency(discountedCents * (100 + markupPercent), 100, currency);
}

/** A price with VAT at `ivaPercent` (up to two decimals: 8.1, 22), rounded to the currency. */
export function withVat(cents: number, ivaPercent: number, currency: Currency): number {
  const basisPoints = Math.round(ivaPercent * 100);
  return roundToCurrency(cents * (10_000 + basisPoints), 10_000, currency);
}
