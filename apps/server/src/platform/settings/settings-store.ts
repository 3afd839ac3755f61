import type { Db } from '../db/database.ts';

/** Typed keys of the settings table; each value is JSON. */
export interface SettingValues {
  maintenance: boolean;
  /** Brand fields; see brand.ts for the shape and defaults. */
  brand: Record<string, unknown>;
  /** Set by the demo seed: the database holds the demo provider. */
  demo: boolean;
  /** Support tickets: the urgent surcharge per currency, cents (spec 3 §9). */
  tickets: { urgent_price_eur: number; urgent_price_chf: number };
}

export type SettingKey = keyof SettingValues;

export async function readSetting<K extends SettingKey>(db: Db, key: K): Promise<SettingValues[K] | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value as SettingValues[K] | undefined;
}

export async function writeSetting<K extends SettingKey>(db: Db, key: K, value: SettingValues[K]): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: new Date() }))
    .execute();
}
