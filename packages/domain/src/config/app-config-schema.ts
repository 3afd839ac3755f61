import { z } from 'zod';

/**
 * The provider's brand is configuration, not code (DESIGN §5). One shape for
 * the server's settings and the browser's GET /app-config.json.
 */
export const BrandSchema = z.object({
  name: z.string().min(1).max(100),
  logo_url: z.string().max(500).nullable(),
  primary_color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  support_email: z.string().max(254).nullable(),
  support_host: z.string().max(255).nullable(),
  finance_email: z.string().max(254).nullable(),
  sales_email: z.string().max(254).nullable(),
  appointment_url: z.string().max(500).nullable(),
  knowledge_base_url: z.string().max(500).nullable(),
  /** Where the webmail form posts `user` and `pass`; `{domain}` is the part of the address after '@'. */
  webmail_url_template: z.string().max(500).nullable(),
  /** The certified-mail (PEC) webmail, opened in a new tab. */
  pec_url: z.string().max(500).nullable(),
  /** The provider's farm domain: a quoted cloud server is named '{server}.{farm_domain}' (spec 3 §9). */
  farm_domain: z.string().max(253).nullable(),
});
export type Brand = z.infer<typeof BrandSchema>;

/** GET /app-config.json: what the browser needs first (answers even in maintenance). */
export const AppConfigSchema = z.object({
  brand: BrandSchema,
  sentry_dsn: z.string().nullable(),
  release: z.string(),
  demo: z.boolean(),
  google_client_id: z.string().nullable(),
  linkedin_enabled: z.boolean(),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;
