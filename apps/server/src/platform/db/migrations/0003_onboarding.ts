import { sql, type Kysely } from 'kysely';

/**
 * Onboarding (issue 3, part B): contract texts, the skills catalogue and each
 * company's skills (with a real foreign key for the main skill), pending
 * invitations and access-authorisation requests (their keys stored as
 * SHA-256 digests).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  const emptyArray = sql`'{}'::text[]`;

  await db.schema
    .createTable('terms')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('tipo', 'text', (c) => c.notNull().check(sql`tipo in ('customer')`))
    // null: the text for every billing entity without one of its own.
    .addColumn('fatturante_id', 'integer', (c) => c.references('fatturanti.id').onDelete('cascade'))
    .addColumn('lingua', 'text', (c) => c.notNull().check(sql`lingua in ('it', 'en', 'de', 'fr')`))
    .addColumn('titolo', 'text', (c) => c.notNull())
    .addColumn('testo', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('terms_tipo_fatturante_lingua_key')
    .on('terms')
    .unique()
    .expression(sql`tipo, coalesce(fatturante_id, 0), lingua`)
    .execute();

  await db.schema
    .createTable('skills')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('nome', 'text', (c) => c.notNull().unique())
    .addColumn('tipo', 'text', (c) => c.notNull().check(sql`tipo in ('skill', 'tech skill', 'business sector')`))
    .execute();

  await db.schema
    .createTable('company_skills')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('skill_id', 'integer', (c) => c.notNull().references('skills.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('company_skills_pkey', ['company_id', 'skill_id'])
    .execute();
  await db.schema.createIndex('company_skills_skill_id_idx').on('company_skills').column('skill_id').execute();

  // The foundation kept id_main_skill without a catalogue: none of those ids names a skill yet.
  await sql`update aziende set id_main_skill = null where id_main_skill is not null`.execute(db);
  await db.schema
    .alterTable('aziende')
    .addForeignKeyConstraint('aziende_id_main_skill_fkey', ['id_main_skill'], 'skills', ['id'], (c) =>
      c.onDelete('set null'),
    )
    .execute();

  await db.schema
    .createTable('invites')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('antk_hash', 'text', (c) => c.notNull().unique())
    .addColumn('grants', sql`text[]`, (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('email_subscriptions', sql`text[]`, (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invites_company_id_idx').on('invites').column('company_id').execute();
  await db.schema.createIndex('invites_expires_at_idx').on('invites').column('expires_at').execute();

  await db.schema
    .createTable('auth_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tok_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_requests_company_id_idx').on('auth_requests').column('company_id').execute();
  await db.schema.createIndex('auth_requests_expires_at_idx').on('auth_requests').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_requests').execute();
  await db.schema.dropTable('invites').execute();
  await db.schema.alterTable('aziende').dropConstraint('aziende_id_main_skill_fkey').execute();
  await db.schema.dropTable('company_skills').execute();
  await db.schema.dropTable('skills').execute();
  await db.schema.dropTable('terms').execute();
}
