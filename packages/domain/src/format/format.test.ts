import { describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatLocale,
  formatMoney,
  formatNumber,
  formatPercent,
  formatTime,
  listFormatWarmers,
} from './format.ts';

const nbsp = /[\s\u00a0\u202f]/;
const norm = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting module (issue 14 item 4: European formats)', () => {
  it('maps the interface languages to European locales', () => {
    expect(formatLocale('en')).toBe('en-GB');
    expect(formatLocale('it')).toBe('it-IT');
    expect(formatLocale('de-CH')).toBe('de-CH');
  });

  it('writes 12 November 2026 day first in every language, never US style', () => {
    const day = '2026-11-12';
    expect(formatDate(day, 'en')).toBe('12/11/2026');
    expect(formatDate(day, 'it')).toBe('12/11/2026');
    expect(formatDate(day, 'de')).toBe('12.11.2026');
    expect(formatDate(day, 'fr')).toBe('12/11/2026');
    expect(formatDate(new Date(2026, 10, 12, 15, 30), 'en')).toBe('12/11/2026');
  });

  it('writes times in 24-hour form', () => {
    const moment = new Date(2026, 10, 12, 14, 5);
    expect(formatTime(moment, 'en')).toBe('14:05');
    expect(formatTime(moment, 'it')).toBe('14:05');
    expect(formatDateTime(moment, 'en')).toBe('12/11/2026, 14:05');
    expect(formatDateTime(moment, 'de')).toBe('12.11.2026, 14:05');
  });

  it('formats money per language from integer cents', () => {
    expect(norm(formatMoney(1234567, 'EUR', 'it'))).toBe('12.345,67 €');
    expect(norm(formatMoney(1234567, 'EUR', 'en'))).toBe('€12,345.67');
    expect(norm(formatMoney(1234567, 'EUR', 'de'))).toBe('12.345,67 €');
    expect(norm(formatMoney(1234567, 'EUR', 'fr'))).toBe('12 345,67 €');
    expect(formatMoney(5, 'CHF', 'de-CH')).toMatch(new RegExp(`CHF${nbsp.source}0\\.05`));
    // Francs the Swiss way in every language (issue 36): a point before the Rappen.
    expect(norm(formatMoney(6195, 'CHF', 'it'))).toBe('CHF 61.95');
    // The thousands sign is the apostrophe of the ICU version at hand (CLDR has changed it).
    expect(norm(formatMoney(106195, 'CHF', 'de'))).toMatch(/^CHF 1['’]061\.95$/);
    expect(norm(formatMoney(106195, 'CHF', 'en'))).toMatch(/^CHF 1['’]061\.95$/);
    expect(norm(formatMoney(6195, 'CHF', 'fr'))).toBe('61.95 CHF');
    expect(() => formatMoney(1.5, 'EUR', 'it')).toThrow();
  });

  it('formats percentages and numbers per language', () => {
    expect(norm(formatPercent(12.5, 'it'))).toBe('12,5%');
    expect(norm(formatPercent(12.5, 'en'))).toBe('12.5%');
    expect(norm(formatPercent(12.5, 'de'))).toBe('12,5 %');
    expect(norm(formatPercent(12.5, 'fr'))).toBe('12,5 %');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'it')).toBe('1234,5');
  });
});

describe('listFormatWarmers', () => {
  it('builds the formatters of days, moments and money, so the first list builds none', () => {
    for (const warm of listFormatWarmers('fr')) warm();
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const money = vi.spyOn(Intl, 'NumberFormat');
    formatDate('2026-11-25', 'fr');
    formatDateTime(new Date(), 'fr');
    formatMoney(1234, 'EUR', 'fr');
    expect(built).not.toHaveBeenCalled();
    expect(money).not.toHaveBeenCalled();
  });
});
