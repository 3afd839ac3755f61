import { BrandSchema, DEFAULT_BRAND, type Brand } from '@sportello/domain';
import type { Db } from '../db/database.ts';
import { readSetting, writeSetting } from './settings-store.ts';

/**
 * The `brand` setting holds the provider's brand (the demo seed writes a
 * made-up provider), BRAND_* variables override single fields, and the
 * neutral default fills the rest.
 */
export type BrandOverrides = { [K in keyof Brand]?: Brand[K] | undefined };

export async function resolveBrand(db: Db, overrides: BrandOverrides): Promise<Brand> {
  const stored = BrandSchema.partial().safeParse((await readSetting(db, 'brand')) ?? {});
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined));
  return { ...DEFAULT_BRAND, ...(stored.success ? stored.data : {}), ...defined };
}

export async function saveBrand(db: Db, brand: Partial<Brand>): Promise<void> {
  await writeSetting(db, 'brand', BrandSchema.partial().parse(brand));
}
