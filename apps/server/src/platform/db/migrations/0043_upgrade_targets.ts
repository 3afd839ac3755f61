import type { Kysely } from 'kysely';

/**
 * Spec 2 §3 upgradable_products: every row of the products list reads the catalogue products of its
 * group and period, so the catalogue is indexed by them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('catalogue_products_group_durata_idx')
    .on('catalogue_products')
    .columns(['group_code', 'durata', 'posizione'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('catalogue_products_group_durata_idx').execute();
}
