import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { readSetting, writeSetting } from './settings-store.ts';

/**
 * The provider's brand is configuration, not code (DESIGN §5): the `brand`
 * setting holds it (the demo seed writes a made-up provider), BRAND_*
 * variables override single fields, and a neutral default fills the rest.
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
});
export type Brand = z.infer<typeof BrandSchema>;
export type BrandOverrides = { [K in keyof Brand]?: Brand[K] | undefined };

export const DEFAULT_BRAND: Brand = {
  name: 'Sportello',
  logo_url: null,
  primary_color: '#1c7ed6',
  support_email: null,
  support_host: null,
  finance_email: null,
  sales_email: null,
  appointment_url: null,
  knowledge_base_url: null,
};

export async function resolveBrand(db: Db, overrides: BrandOverrides): Promise<Brand> {
  const stored = BrandSchema.partial().safeParse((await readSetting(db, 'brand')) ?? {});
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined));
  return { ...DEFAULT_BRAND, ...(stored.success ? stored.data : {}), ...defined };
}

export async function saveBrand(db: Db, brand: Partial<Brand>): Promise<void> {
  await writeSetting(db, 'brand', BrandSchema.partial().parse(brand));
}
