import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * Data in four languages (issue 14 item 3): the skills catalogue gets `nomi` { it, en, de, fr }
 * next to its Italian `nome`, and payment modes get a catalogue of their own, keyed by
 * aziende.cod_pagamento. A check refuses a row that lacks one of the four languages (or has an
 * empty one; coalesce because a missing key gives null, which a check lets through), so the database never holds a name a language cannot show.
 */
export const allLanguages = (column: string): RawBuilder<unknown> =>
  sql.raw(
    ['it', 'en', 'de', 'fr']
      .map(
        (l) => `coalesce(jsonb_typeof(${column}->'${l}') = 'string' and length(btrim(${column}->>'${l}')) > 0, false)`,
      )
      .join(' and '),
  );

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('skills').addColumn('nomi', 'jsonb').execute();
  // Rows written before this migration only have the Italian name: it stands in for every language
  // until the catalogue is loaded again (the demo seed writes all four).
  await sql`update skills set nomi = jsonb_build_object('it', nome, 'en', nome, 'de', nome, 'fr', nome)`.execute(db);
  await db.schema
    .alterTable('skills')
    .alterColumn('nomi', (c) => c.setNotNull())
    .execute();
  await db.schema.alterTable('skills').addCheckConstraint('skills_nomi_all_languages', allLanguages('nomi')).execute();

  await db.schema
    .createTable('payment_modes')
    .addColumn('codice', 'text', (c) => c.primaryKey())
    // { it, en, de, fr }
    .addColumn('nomi', 'jsonb', (c) => c.notNull())
    .addCheckConstraint('payment_modes_nomi_all_languages', allLanguages('nomi'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_modes').execute();
  await db.schema.alterTable('skills').dropColumn('nomi').execute();
}
