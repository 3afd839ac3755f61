import type { Currency } from '../constants.ts';

/** Money is integer cents everywhere; only formatting turns it into text. */
export function formatMoney(cents: number, currency: Currency, locale: string): string {
  if (!Number.isInteger(cents)) throw new Error('formatMoney: cents must be an integer');
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** Byte sizes in base 1000 (kB, MB) or 1024 (KiB, MiB). */
export function formatBytes(bytes: number, base: 1000 | 1024 = 1000, locale = 'it'): string {
  const units = base === 1000 ? ['B', 'kB', 'MB', 'GB', 'TB', 'PB'] : ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'];
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= base && unit < units.length - 1) {
    value /= base;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : value < 10 ? 2 : value < 100 ? 1 : 0;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
