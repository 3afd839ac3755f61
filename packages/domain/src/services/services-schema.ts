import { z } from 'zod';
import { CURRENCIES, type Currency } from '../constants.ts';
import { formatMoney } from '../format/format.ts';

/**
 * Hosting services per domain, their panel, SSH keys and cloud servers (spec 3 §2, §3, §4, §9).
 * Usage values are megabytes: the provider's byte counts scaled by one million (spec 3 §9).
 */

export const PANEL_TYPES = ['cPanel', 'WHM', 'Plesk'] as const;
export type PanelType = (typeof PANEL_TYPES)[number];

/** One domain of 'I miei hosting' with what it has (the list's badges). */
export const HostingServiceSchema = z.object({
  dominio: z.string(),
  pannello: z.boolean(),
  posta: z.boolean(),
  pecs: z.array(z.string()),
  dns: z.boolean(),
  redirect: z.string().nullable(),
  is_registrazione_dominio: z.boolean(),
});
export type HostingService = z.output<typeof HostingServiceSchema>;

export const PanelSchema = z.object({
  id: z.number().int(),
  tipo_pannello: z.enum(PANEL_TYPES),
  has_whm_key: z.boolean(),
  /** The panel credentials: null for a user without the developer grant (spec 3 §6). */
  username: z.string().nullable(),
  server_fqdn: z.string(),
  quotaused: z.number(),
  quotalimit: z.number(),
  bwused: z.number(),
  bwlimit: z.number(),
  traffico: z.string(),
  auto_upgrade_bw: z.boolean(),
  server_location: z.string(),
  backup_location: z.string(),
});
export type Panel = z.output<typeof PanelSchema>;

/** GET /rest/services/{domain}: the services of one domain; a tab per service that exists. */
export const ServiceDetailSchema = HostingServiceSchema.extend({
  pannello_dettaglio: PanelSchema.nullable(),
  /** The company's currency: the auto-upgrade price's. */
  currency: z.enum(CURRENCIES),
  /** The developer grant (spec 3 §6): credentials, password reset, panel link, SSH keys, redirect and DNS editing. */
  can_manage: z.boolean(),
});
export type ServiceDetail = z.output<typeof ServiceDetailSchema>;

export const ServiceParamsSchema = z.object({ domain: z.string().trim().toLowerCase().min(1).max(253) });

export const PANEL_PASSWORD_LIMITS = { min: 10, max: 128 } as const;

export const PanelPasswordSchema = z
  .string()
  .min(PANEL_PASSWORD_LIMITS.min, { message: 'services.validation.password' })
  .max(PANEL_PASSWORD_LIMITS.max)
  .refine((p) => /[A-Za-z]/.test(p) && /\d/.test(p), { message: 'services.validation.password' });

export const RedirectSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(2000)
  .refine((url) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(url), { message: 'services.validation.redirect' });

/** PUT /rest/services/{domain} (spec 3 §7): auto_upgrade_bw, or password, or redirect. */
export const ServiceUpdateSchema = z.union([
  z.object({ auto_upgrade_bw: z.boolean() }).strict(),
  z.object({ password: PanelPasswordSchema }).strict(),
  z.object({ redirect: RedirectSchema }).strict(),
]);
export type ServiceUpdate = z.output<typeof ServiceUpdateSchema>;

export const PanelLoginSchema = z.object({ url: z.string() });

export const SSH_KEY_MAX = 16_384;
/** Spec 3 §5: non-empty; kept as one line (an OpenSSH public key). */
export const SshKeySchema = z
  .string()
  .transform((k) => k.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, { message: 'validation.required' }).max(SSH_KEY_MAX));
export const SshKeysQuerySchema = z.object({ idPannello: z.coerce.number().int().positive() });
export const SshKeyBodySchema = z.object({ idPannello: z.coerce.number().int().positive(), key: SshKeySchema });
export const SshKeyParamsSchema = z.object({ key: z.string().min(1).max(SSH_KEY_MAX) });
export const SshKeyListSchema = z.array(z.string());

/** A cloud server of 'Il mio cloud' (spec 3 §2, §3); the links built by the server from its templates. */
export const CloudServerSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  os: z.string(),
  osrelease: z.string(),
  ip4_public: z.string(),
  fqdn: z.string(),
  cpanel: z.boolean(),
  has_cockpit: z.boolean(),
  has_console: z.boolean(),
  server_location: z.string(),
  backup_location: z.string(),
  /** null without the developer grant (spec 3 §6 "panel links") or when the server has no such tool. */
  whm_url: z.string().nullable(),
  cockpit_url: z.string().nullable(),
  console_url: z.string().nullable(),
});
export type CloudServer = z.output<typeof CloudServerSchema>;

// ---- Rules ----

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
  return { percent: Math.min(100, Math.max(0, ratio)), color: ratio < 75 ? 'green' : ratio < 95 ? 'yellow' : 'red', unlimited: false };
}

export type ServiceTab = 'panel' | 'email' | 'pec' | 'redirect' | 'dns';

/** Spec 3 §2: a tab only for a service that exists, in the spec's order. */
export function serviceTabs(s: Pick<HostingService, 'pannello' | 'posta' | 'pecs' | 'redirect' | 'dns' | 'is_registrazione_dominio'>): ServiceTab[] {
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
export function serviceBadges(s: Pick<HostingService, 'pannello' | 'posta' | 'pecs' | 'redirect' | 'dns' | 'is_registrazione_dominio'>): ServiceBadge[] {
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
  return template.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? encodeURIComponent(String(values[name])) : all));
}

/** Spec 3 §9: '20,00 €' per TB per month for EUR customers, '25.- CHF' for the others. */
export function autoUpgradePrice(currency: Currency, language: string): string {
  const cents = AUTO_UPGRADE_PRICE_CENTS[currency];
  return currency === 'EUR' ? formatMoney(cents, 'EUR', language) : `${cents / 100}.- CHF`;
}

/** Spec 3 §9: the console opens in a popup window of 1250x1000. */
export const CONSOLE_POPUP = { width: 1250, height: 1000 } as const;
export const consolePopupFeatures = () => `popup=yes,width=${CONSOLE_POPUP.width},height=${CONSOLE_POPUP.height}`;
