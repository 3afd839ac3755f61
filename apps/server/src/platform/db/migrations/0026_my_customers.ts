import { sql, type Kysely } from 'kysely';

/**
 * My customers (spec 2 §2, §3): a customer signed up through its reseller's affiliation link is
 * `presented`; a prospect is a company a reseller created, with the person to contact and no users.
 * A reseller's customers are read by name a page at a time (a reseller may have thousands): the
 * (parent_id, ragione_sociale, id) index serves the list's filter, sort and paging, and replaces
 * the parent_id index it begins with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('aziende')
    .addColumn('presented', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_prospect', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('contact_name', 'text')
    .addColumn('contact_mail', 'text')
    .execute();
  await sql`create index aziende_parent_id_name_idx on aziende (parent_id, ragione_sociale, id) where parent_id is not null`.execute(
    db,
  );
  await db.schema.dropIndex('aziende_parent_id_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('aziende_parent_id_idx').on('aziende').column('parent_id').execute();
  await db.schema.dropIndex('aziende_parent_id_name_idx').execute();
  await db.schema
    .alterTable('aziende')
    .dropColumn('contact_mail')
    .dropColumn('contact_name')
    .dropColumn('is_prospect')
    .dropColumn('presented')
    .execute();
}
