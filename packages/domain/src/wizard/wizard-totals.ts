import { DURATIONS, type Duration } from '../catalogue/durations.ts';
import type { Currency } from '../constants.ts';
import { type DraftLine, QUOTE_SECTIONS, type QuoteSection } from './wizard-lines.ts';

/**
 * Spec 3 §3 price-list product with its prices in both currencies (integer cents), as GET
 * /rest/price_list answers them: the list price, and for resellers the discounted price (null otherwise).
 * "Each product takes the price in the customer's currency": the offer's currency picks the pair.
 */
export interface WizardPriceItem {
  codice: string;
  durata: Duration;
  tld: string | null;
  prezzo_eur: number;
  prezzo_chf: number;
  prezzo_scontato_eur: number | null;
  prezzo_scontato_chf: number | null;
}

export interface WizardPriceList {
  /** The currency of the company quoted for: the offer's unless the summary asks another (spec 3 §2). */
  currency: Currency;
  items: readonly WizardPriceItem[];
}

/** A product's list and discounted price in one currency (spec 3 §3: EUR, otherwise CHF). */
export function itemPrices(
  item: WizardPriceItem,
  currency: Currency,
): { prezzo: number; prezzo_scontato: number | null } {
  return currency === 'EUR'
    ? { prezzo: item.prezzo_eur, prezzo_scontato: item.prezzo_scontato_eur }
    : { prezzo: item.prezzo_chf, prezzo_scontato: item.prezzo_scontato_chf };
}

/**
 * Which price of the list the quote charges (spec 3 §9): the discounted one when the company bills
 * itself, the list price when a reseller quotes for a customer (docs/decisions.md "Quote wizard engine").
 */
export type PriceBasis = 'discounted' | 'list';

export interface PricedLine extends DraftLine {
  durata: Duration;
  /** Unit price charged, cents. */
  prezzo: number;
  /** Unit list price, cents: the struck full price when it differs. */
  prezzo_pieno: number;
  totale: number;
  totale_pieno: number;
}

export interface QuoteAmount {
  /** What the quote charges, cents. */
  total: number;
  /** The same lines at list price, cents: shown struck when it differs. */
  full: number;
}

export type DurationTotals = Record<Duration, QuoteAmount>;

export interface QuoteTotals {
  currency: Currency;
  /** What the offer charges in the chosen recurrence, per duration: Annuale, Mensile, Una tantum (one-off). */
  durations: DurationTotals;
  sections: Record<QuoteSection, DurationTotals>;
  /**
   * The same lines billed yearly and billed monthly, for the summary that shows both before the
   * recurrence is chosen (spec 3 §2); products without a monthly price stay yearly in both.
   */
  recurrences: { annual: DurationTotals; monthly: DurationTotals };
  /** Days free before the first charge (0 without a trial). */
  freePeriod: number;
}

/** The price list's rows by code and duration. */
export function priceIndex(priceList: WizardPriceList): Map<string, Map<Duration, WizardPriceItem>> {
  const index = new Map<string, Map<Duration, WizardPriceItem>>();
  for (const item of priceList.items) {
    const byDuration = index.get(item.codice) ?? new Map<Duration, WizardPriceItem>();
    byDuration.set(item.durata, item);
    index.set(item.codice, byDuration);
  }
  return index;
}

/**
 * The row a line is billed at: the chosen recurrence when the product has it, else the product's
 * own (domains, SSL and DNS are yearly only, the out-of-hours transfer one-off).
 */
function billedRow(byDuration: Map<Duration, WizardPriceItem>, annual: boolean): WizardPriceItem | null {
  const order: Duration[] = annual ? ['Annuale', 'Mensile', 'Una tantum'] : ['Mensile', 'Annuale', 'Una tantum'];
  for (const durata of order) {
    const row = byDuration.get(durata);
    if (row) return row;
  }
  return null;
}

function unitPrice(row: { prezzo: number; prezzo_scontato: number | null }, basis: PriceBasis): number {
  return basis === 'discounted' ? (row.prezzo_scontato ?? row.prezzo) : row.prezzo;
}

/**
 * Spec 3 §9 Totals: per product duration, price × quantity, the discounted price when billing self,
 * in the offer's currency. Answers the priced lines and the codes the price list does not have.
 */
export function priceLines(
  lines: readonly DraftLine[],
  index: Map<string, Map<Duration, WizardPriceItem>>,
  annual: boolean,
  basis: PriceBasis,
  currency: Currency,
): { priced: PricedLine[]; missing: string[] } {
  const priced: PricedLine[] = [];
  const missing: string[] = [];
  for (const line of lines) {
    const byDuration = index.get(line.codice);
    const row = byDuration ? billedRow(byDuration, annual) : null;
    if (row === null) {
      if (!missing.includes(line.codice)) missing.push(line.codice);
      continue;
    }
    const prices = itemPrices(row, currency);
    const prezzo = unitPrice(prices, basis);
    priced.push({
      ...line,
      durata: row.durata,
      prezzo,
      prezzo_pieno: prices.prezzo,
      totale: prezzo * line.qt,
      totale_pieno: prices.prezzo * line.qt,
    });
  }
  return { priced, missing };
}

const zero = (): DurationTotals =>
  Object.fromEntries(DURATIONS.map((d) => [d, { total: 0, full: 0 }])) as DurationTotals;

function add(amount: QuoteAmount, line: PricedLine): void {
  amount.total += line.totale;
  amount.full += line.totale_pieno;
}

/** Σ price × quantity per duration. */
export function durationTotals(lines: readonly PricedLine[]): DurationTotals {
  const totals = zero();
  for (const line of lines) add(totals[line.durata], line);
  return totals;
}

export function quoteTotals(
  lines: readonly PricedLine[],
  recurrences: QuoteTotals['recurrences'],
  currency: Currency,
  freePeriod: number,
): QuoteTotals {
  const sections = Object.fromEntries(QUOTE_SECTIONS.map((s) => [s, zero()])) as Record<QuoteSection, DurationTotals>;
  for (const line of lines) add(sections[line.section][line.durata], line);
  return { currency, durations: durationTotals(lines), sections, recurrences, freePeriod };
}
