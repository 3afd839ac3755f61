import type { Currency } from '../constants.ts';
import { formatMoney } from '../format/format.ts';
import type { HostingService } from './services-schema.ts';

/**
 * The services' rules as plain functions, without zod (services-schema.ts re-exports them): the
 * services and servers lists use them, and would otherwise download the schema library first.
 */

/** Spec 3 §9: the auto traffic upgrade's price per TB per month, in cents; first month free. */
export const AUTO_UPGRADE_PRICE_CENTS: Record<Currency, number> = { EUR: 2000, CHF: 2500 };

export type UsageColor = 'green' | 'yellow' | 'red';
export interface Usage {
  /** 0–100 (capped), null when unlimited. */
  percent: number | null;
  color: UsageColor;
  unlimited: boolean;
}

/** Spec 3 §9: green under 75%, warning under 95%, danger above; a limit of 0 is unlimited (∞). */
export function usageOf(used: number, limit: number): Usage {
  if (limit <= 0) return { percent: null, color: 'green', unlimited: true };
  const ratio = (used / limit) * 100;
  return {
    percent: Math.min(100, Math.max(0, ratio)),
    color: ratio < 75 ? 'green' : ratio < 95 ? 'yellow' : 'red',
    unlimited: false,
  };
}

export type ServiceTab = 'panel' | 'email' | 'pec' | 'redirect' | 'dns';

/** Spec 3 §2: a tab only for a service that exists, in the spec's order. */
export function serviceTabs(
  s: Pick<HostingService, 'pannello' | 'posta' | 'pecs' | 'redirect' | 'dns' | 'is_registrazione_dominio'>,
): ServiceTab[] {
  const tabs: ServiceTab[] = [];
  if (s.pannello) tabs.push('panel');
  if (s.posta) tabs.push('email');
  if (s.pecs.length > 0) tabs.push('pec');
  if (s.redirect !== null) tabs.push('redirect');
  if (s.dns || s.is_registrazione_dominio) tabs.push('dns');
  return tabs;
}

export type ServiceBadge = 'web' | 'web_email' | 'email' | 'pec' | 'dns' | 'redirect';

/** Spec 3 §2 list badges: web or web/email (panel), email, PEC, domain and DNS management, redirect. */
export function serviceBadges(
  s: Pick<HostingService, 'pannello' | 'posta' | 'pecs' | 'redirect' | 'dns' | 'is_registrazione_dominio'>,
): ServiceBadge[] {
  const badges: ServiceBadge[] = [];
  if (s.pannello) badges.push(s.posta ? 'web_email' : 'web');
  else if (s.posta) badges.push('email');
  if (s.pecs.length > 0) badges.push('pec');
  if (s.dns || s.is_registrazione_dominio) badges.push('dns');
  if (s.redirect !== null) badges.push('redirect');
  return badges;
}

/** A link template from settings filled with the record's values ({fqdn}, {id}, {username}, {token}…), URL-encoded. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (all, name: string) =>
    name in values ? encodeURIComponent(String(values[name])) : all,
  );
}

/** Spec 3 §9: '20,00 €' per TB per month for EUR customers, '25.- CHF' for the others. */
export function autoUpgradePrice(currency: Currency, language: string): string {
  const cents = AUTO_UPGRADE_PRICE_CENTS[currency];
  return currency === 'EUR' ? formatMoney(cents, 'EUR', language) : `${cents / 100}.- CHF`;
}

/** Spec 3 §9: the console opens in a popup window of 1250x1000. */
export const CONSOLE_POPUP = { width: 1250, height: 1000 } as const;
export const consolePopupFeatures = () => `popup=yes,width=${CONSOLE_POPUP.width},height=${CONSOLE_POPUP.height}`;
