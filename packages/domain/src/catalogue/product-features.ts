/**
 * Spec 2 §3 product features. Values are language-neutral: sizes in GB (0 = unlimited),
 * counts (0 = unlimited), flags, percentages, milliseconds, a few names and enumerations;
 * `descrizione` is the product's text in the request's language. Apart from the schemas
 * (catalogue-schema.ts re-exports them), so the catalog page does not download zod for them.
 */
export const FEATURE_KINDS = {
  spazio: 'gb',
  traffico: 'gb',
  gpu: 'count',
  core: 'count',
  ram: 'gb',
  ip_dedicato: 'flag',
  sistema_operativo: 'name',
  pannello: 'name',
  servizio_email: 'flag',
  registrazione_dominio: 'flag',
  database: 'count',
  gestione_dns: 'flag',
  backup: 'flag',
  support: 'support',
  nr_domini: 'count',
  utenti: 'count',
  monitoring: 'monitoring',
  redirect: 'flag',
  ssl_certificate: 'flag',
  ssh_access: 'flag',
  imunify360: 'flag',
  ddos_protection: 'flag',
  waf: 'flag',
  litespeed: 'flag',
  ttfb: 'ms',
  io: 'mbs',
  iops: 'count',
  ep: 'count',
  uptime: 'percent',
  inode: 'count',
} as const;
export type FeatureKey = keyof typeof FEATURE_KINDS;
export const FEATURE_KEYS = Object.keys(FEATURE_KINDS) as FeatureKey[];
/** Spec 2 §9: how many backups a product with `backup` keeps. */
export const BACKUP_ROTATION = { daily: 3, weekly: 2, monthly: 4 } as const;
export const SUPPORT_LEVELS = ['unmanaged', 'basic', 'managed'] as const;
export const MONITORING_LEVELS = ['basic', 'full', 'advanced'] as const;
