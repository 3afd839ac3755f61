import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

/** apps/server/src → the repository root, so defaults do not depend on the working directory. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'on' || v === 'yes');

/**
 * WEB_PROCESSES=auto on PostgreSQL: one per core, since one Node process serves on one core, up to
 * 8 — beyond that the database's connections, not the web processes, are what runs out.
 */
const MAX_AUTO_WEB_PROCESSES = 8;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The environment as the server reads it; every variable is documented in .env.example. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default(resolve(REPO_ROOT, 'data')),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  DATABASE_PREPARED_STATEMENTS: flag.default(true),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  MAINTENANCE: flag.default(false),
  WORKER: flag.default(true),
  BILLING_RUN: flag.default(true),
  WEB_PROCESSES: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default('auto'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SENTRY_DSN: z.url({ protocol: /^https?$/, error: 'must be an http(s):// Sentry DSN' }).optional(),
  DEMO: flag.optional(),
  WEB_DIST: z.string().min(1).default(resolve(REPO_ROOT, 'apps/web/dist')),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  FRAME_ANCESTORS: z
    .string()
    .default("'self'")
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .refine(
      (list) => list.length > 0 && list.every((s) => /^('self'|'none'|https?:\/\/[^\s;,']+|\*\.[^\s;,']+)$/.test(s)),
      {
        message: "must be 'self', 'none' or a list of http(s) origins",
      },
    ),
  // true, false, or the proxies' addresses/CIDRs ('loopback', '10.0.0.0/8,…') as Fastify understands them.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  AUTH_MAIL_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  AUTH_MAIL_RECIPIENT_LIMIT: z.coerce.number().int().positive().default(5),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).max(300).optional(),
  VIES_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  // Unset: the sandbox in demo mode only — a real deployment never takes the sandbox's word for money.
  PAYMENT_PROVIDERS: z
    .string()
    .optional()
    .transform((v) => v ?? '')
    .transform((v) => [...new Set(v.split(/[\s,]+/).filter(Boolean))])
    .pipe(z.array(z.enum(['sandbox', 'paypal', 'axerve']))),
  PAYPAL_API_URL: z.url({ protocol: /^https?$/ }).default('https://api-m.paypal.com'),
  PAYPAL_CLIENT_ID: z.string().min(1).max(300).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).max(300).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).max(100).optional(),
  AXERVE_API_URL: z.url({ protocol: /^https?$/ }).default('https://ecomms2s.sella.it'),
  AXERVE_SHOP_LOGIN: z.string().min(1).max(100).optional(),
  AXERVE_API_KEY: z.string().min(1).max(500).optional(),
  BRAND_NAME: z.string().min(1).max(100).optional(),
  BRAND_LOGO_URL: z.string().min(1).max(500).optional(),
  BRAND_PRIMARY_COLOR: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour')
    .optional(),
  BRAND_SUPPORT_EMAIL: z.email().optional(),
  BRAND_SUPPORT_HOST: z.string().min(1).max(255).optional(),
  BRAND_FINANCE_EMAIL: z.email().optional(),
  BRAND_SALES_EMAIL: z.email().optional(),
  BRAND_APPOINTMENT_URL: z.url().optional(),
  BRAND_KNOWLEDGE_BASE_URL: z.url().optional(),
  BRAND_WEBMAIL_URL_TEMPLATE: z
    .string()
    .min(1)
    .max(500)
    .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL, {domain} for the mail domain')
    .optional(),
  BRAND_PEC_URL: z.url().optional(),
  BRAND_FARM_DOMAIN: z
    .string()
    .max(253)
    .regex(/^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]$/i, 'must be a domain name')
    .optional(),
  // Where operators hear of customers' new tickets and replies; unset: the brand's support address.
  SUPPORT_NOTIFY_EMAIL: z.email().optional(),
  // Avatars (DESIGN §5): an address with {hash} (SHA-256 of the lower-case e-mail), Gravatar-style; unset: initials drawn locally.
  AVATAR_URL_TEMPLATE: z
    .string()
    .min(1)
    .max(500)
    .regex(/^https:\/\/\S*\{hash\}\S*$/, 'must be an https URL with {hash}')
    .optional(),
  // Social sign-in (DESIGN §5): a provider is on when its client id is set; the issuer is where discovery starts.
  GOOGLE_CLIENT_ID: z.string().min(1).max(300).optional(),
  GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  LINKEDIN_CLIENT_ID: z.string().min(1).max(300).optional(),
  LINKEDIN_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  LINKEDIN_ISSUER: z.url({ protocol: /^https?$/ }).default('https://www.linkedin.com/oauth'),
  // DNS zones (DESIGN §3): published to PowerDNS through its HTTP API when both are set.
  PDNS_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  PDNS_API_KEY: z.string().min(1).max(500).optional(),
  PDNS_SERVER_ID: z.string().min(1).max(100).default('localhost'),
  // Links to panels and server tools (DESIGN §5), built from the records: {fqdn}, {id}, {username}, {token}, {ip}.
  PANEL_LOGIN_URL_TEMPLATE: z
    .string()
    .min(1)
    .max(500)
    .default('https://{fqdn}:2083/login/?user={username}&session={token}'),
  WHM_URL_TEMPLATE: z.string().min(1).max(500).default('https://{fqdn}:2087/'),
  COCKPIT_URL_TEMPLATE: z.string().min(1).max(500).default('https://{fqdn}:9090/'),
  CONSOLE_URL_TEMPLATE: z
    .string()
    .min(1)
    .max(500)
    .default('https://{fqdn}:9090/cockpit/@localhost/system/terminal.html'),
});

export const CONFIG_VARIABLES = Object.keys(EnvSchema.shape);

const ConfigSchema = EnvSchema.superRefine((env, ctx) => {
  // A provider enabled without its credentials could never be paid through.
  if (env.PAYMENT_PROVIDERS.includes('paypal') && !(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET)) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENT_PROVIDERS'],
      message: 'paypal needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
    });
  }
  if (env.PAYMENT_PROVIDERS.includes('axerve') && !(env.AXERVE_SHOP_LOGIN && env.AXERVE_API_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENT_PROVIDERS'],
      message: 'axerve needs AXERVE_SHOP_LOGIN and AXERVE_API_KEY',
    });
  }
  // Only one process may open the embedded database, so no other could run its jobs.
  if (!env.WORKER && !env.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['WORKER'],
      message: 'can be off only with DATABASE_URL (the embedded database runs its jobs in the server)',
    });
  }
  if (env.WEB_PROCESSES !== 'auto' && env.WEB_PROCESSES > 1 && !env.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['WEB_PROCESSES'],
      message: 'can be above 1 only with DATABASE_URL (one process opens the embedded database)',
    });
  }
}).transform((env) => ({
  port: env.PORT,
  host: env.HOST,
  dataDir: absolute(env.DATA_DIR),
  databaseUrl: env.DATABASE_URL,
  databasePoolSize: env.DATABASE_POOL_SIZE,
  databasePreparedStatements: env.DATABASE_PREPARED_STATEMENTS,
  publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
  maintenance: env.MAINTENANCE,
  /** This process runs the jobs (and their schedules) besides serving HTTP. */
  worker: env.WORKER,
  /** The day's billing run on its daily schedule (05:00 UTC); off, it runs only when asked. */
  billingRun: env.BILLING_RUN,
  /** HTTP processes sharing the port; above 1, a primary process migrates, runs the jobs and watches them. */
  webProcesses:
    env.WEB_PROCESSES === 'auto'
      ? env.DATABASE_URL
        ? Math.min(MAX_AUTO_WEB_PROCESSES, availableParallelism())
        : 1
      : env.WEB_PROCESSES,
  sessionSecret: env.SESSION_SECRET,
  sentryDsn: env.SENTRY_DSN,
  // Demo data by default only on the embedded database: a PostgreSQL server is taken to be real.
  demo: env.DEMO ?? !env.DATABASE_URL,
  webDist: absolute(env.WEB_DIST),
  logLevel: env.LOG_LEVEL,
  logFormat: env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
  frameAncestors: env.FRAME_ANCESTORS,
  trustProxy: env.TRUST_PROXY,
  authRateLimitPerMinute: env.AUTH_RATE_LIMIT,
  authMailRateLimitPerHour: env.AUTH_MAIL_RATE_LIMIT,
  authMailRecipientLimitPerHour: env.AUTH_MAIL_RECIPIENT_LIMIT,
  smtpUrl: env.SMTP_URL,
  mailFrom: env.MAIL_FROM,
  viesUrl: env.VIES_URL,
  avatarUrlTemplate: env.AVATAR_URL_TEMPLATE,
  supportNotifyEmail: env.SUPPORT_NOTIFY_EMAIL,
  payments: {
    providers:
      env.PAYMENT_PROVIDERS.length > 0
        ? env.PAYMENT_PROVIDERS
        : (env.DEMO ?? !env.DATABASE_URL)
          ? (['sandbox'] as const)
          : [],
    paypal:
      env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
        ? {
            apiUrl: env.PAYPAL_API_URL.replace(/\/+$/, ''),
            clientId: env.PAYPAL_CLIENT_ID,
            clientSecret: env.PAYPAL_CLIENT_SECRET,
            webhookId: env.PAYPAL_WEBHOOK_ID,
          }
        : undefined,
    axerve:
      env.AXERVE_SHOP_LOGIN && env.AXERVE_API_KEY
        ? {
            apiUrl: env.AXERVE_API_URL.replace(/\/+$/, ''),
            shopLogin: env.AXERVE_SHOP_LOGIN,
            apiKey: env.AXERVE_API_KEY,
          }
        : undefined,
  },
  brand: {
    name: env.BRAND_NAME,
    logo_url: env.BRAND_LOGO_URL,
    primary_color: env.BRAND_PRIMARY_COLOR,
    support_email: env.BRAND_SUPPORT_EMAIL,
    support_host: env.BRAND_SUPPORT_HOST,
    finance_email: env.BRAND_FINANCE_EMAIL,
    sales_email: env.BRAND_SALES_EMAIL,
    appointment_url: env.BRAND_APPOINTMENT_URL,
    knowledge_base_url: env.BRAND_KNOWLEDGE_BASE_URL,
    webmail_url_template: env.BRAND_WEBMAIL_URL_TEMPLATE,
    pec_url: env.BRAND_PEC_URL,
    farm_domain: env.BRAND_FARM_DOMAIN,
  },
  pdns:
    env.PDNS_API_URL && env.PDNS_API_KEY
      ? { url: env.PDNS_API_URL.replace(/\/+$/, ''), apiKey: env.PDNS_API_KEY, serverId: env.PDNS_SERVER_ID }
      : undefined,
  linkTemplates: {
    panelLogin: env.PANEL_LOGIN_URL_TEMPLATE,
    whm: env.WHM_URL_TEMPLATE,
    cockpit: env.COCKPIT_URL_TEMPLATE,
    console: env.CONSOLE_URL_TEMPLATE,
  },
  oidc: {
    google: env.GOOGLE_CLIENT_ID ? { issuer: env.GOOGLE_ISSUER, clientId: env.GOOGLE_CLIENT_ID } : undefined,
    // LinkedIn's code exchange authenticates the client: without its secret the provider stays off.
    linkedin:
      env.LINKEDIN_CLIENT_ID && env.LINKEDIN_CLIENT_SECRET
        ? { issuer: env.LINKEDIN_ISSUER, clientId: env.LINKEDIN_CLIENT_ID, clientSecret: env.LINKEDIN_CLIENT_SECRET }
        : undefined,
  },
}));

export type Config = z.output<typeof ConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Relative paths are taken from where npm was started (INIT_CWD), not the workspace folder. */
function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** Empty variables count as unset, as in most .env files. */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  const known = Object.fromEntries(
    CONFIG_VARIABLES.map((key) => [key, env[key]] as const).filter(
      ([, value]) => value !== undefined && value.trim() !== '',
    ),
  );
  const result = ConfigSchema.safeParse(known);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'configuration');
    return `  ${name}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Reads the repository's .env, if there is one; variables already in the environment win. */
export function loadDotEnv(path = resolve(REPO_ROOT, '.env')): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
