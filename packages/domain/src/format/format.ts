import type { Currency } from '../constants.ts';
import { dateTimeFormat, numberFormat } from './intl-formats.ts';

/**
 * The one formatting module: dates, times, numbers, money, percentages and byte sizes, for every
 * page and message. Callers pass the interface language ('it' | 'en' | 'de' | 'fr'); it is turned
 * into a European locale here, so English reads 12/11/2026 (en-GB), never the US 11/12/2026.
 * A full locale tag ('de-CH', 'it-IT') is used as given.
 */
const LOCALES: Record<string, string> = { it: 'it-IT', en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

export function formatLocale(language: string): string {
  return LOCALES[language] ?? (language.includes('-') ? language : 'it-IT');
}

type DateInput = Date | string | number;

/** A date-only string (YYYY-MM-DD) is a calendar day: shown as that day whatever the time zone. */
function toDate(value: DateInput): { date: Date; dayOnly: boolean } {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return { date: new Date(`${value}T00:00:00Z`), dayOnly: true };
  return { date: value instanceof Date ? value : new Date(value), dayOnly: false };
}

/** A day: 12/11/2026 (en), 12/11/2026 (it), 12.11.2026 (de), 12/11/2026 (fr). */
export function formatDate(value: DateInput, language: string): string {
  const { date, dayOnly } = toDate(value);
  return dateTimeFormat(formatLocale(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(dayOnly ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** A time of day in 24-hour form: 14:05. */
export function formatTime(value: DateInput, language: string): string {
  return dateTimeFormat(formatLocale(language), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    toDate(value).date,
  );
}

/** A moment: the day and the time, 12/11/2026, 14:05. */
export function formatDateTime(value: DateInput, language: string): string {
  return dateTimeFormat(formatLocale(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(toDate(value).date);
}

/**
 * The formatters every list uses (day, moment, money), each to build on its own ahead of the first
 * list. Building an Intl formatter loads the locale's data: 10–20 ms on a phone each, which otherwise
 * fall inside the render of the first list that shows a date (issue 13: total blocking time).
 */
export function listFormatWarmers(language: string): Array<() => void> {
  const now = Date.now();
  // Most used first: moments (tickets, the dashboard), days (invoices, products), money.
  return [
    () => formatDateTime(now, language),
    () => formatDate('2000-01-01', language),
    () => formatMoney(0, 'EUR', language),
    () => formatDate(now, language),
  ];
}

export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(formatLocale(language), options).format(value);
}

/** Money is integer cents everywhere; only formatting turns it into text. */
/** Integer cents as the plain decimal a payment provider's API takes: 1234 → '12.34'. */
export function decimalAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function formatMoney(cents: number, currency: Currency, language: string): string {
  if (!Number.isInteger(cents)) throw new Error('formatMoney: cents must be an integer');
  return numberFormat(moneyLocale(language, currency), { style: 'currency', currency }).format(cents / 100);
}

/**
 * Francs are written the Swiss way (CHF 61.95, CHF 1'061.95 in German) in every language: the
 * companies billed in CHF are Swiss, and read their amounts as their bank and the QR-bill write them.
 */
function moneyLocale(language: string, currency: Currency): string {
  if (currency !== 'CHF' || language.includes('-')) return formatLocale(language);
  return `${language}-CH`;
}

/** A percentage given in percent points (15 → 15 %, 12.5 → 12,5 % in Italian). */
export function formatPercent(points: number, language: string): string {
  return numberFormat(formatLocale(language), { style: 'percent', maximumFractionDigits: 2 }).format(points / 100);
}

/** Byte sizes in base 1000 (kB, MB) or 1024 (KiB, MiB). */
export function formatBytes(bytes: number, base: 1000 | 1024 = 1000, language = 'it'): string {
  const units = base === 1000 ? ['B', 'kB', 'MB', 'GB', 'TB', 'PB'] : ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'];
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= base && unit < units.length - 1) {
    value /= base;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : value < 10 ? 2 : value < 100 ? 1 : 0;
  return `${formatNumber(value, language, { maximumFractionDigits: digits })} ${units[unit]}`;
}
