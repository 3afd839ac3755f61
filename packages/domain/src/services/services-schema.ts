import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { idSchema } from '../validators/id.ts';

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
export const SshKeysQuerySchema = z.object({ idPannello: idSchema });
export const SshKeyBodySchema = z.object({ idPannello: idSchema, key: SshKeySchema });
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

export * from './service-rules.ts';
