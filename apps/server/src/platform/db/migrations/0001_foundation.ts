import { sql, type Kysely } from 'kysely';

/**
 * Foundation tables: billing entities, companies, users and their access,
 * sessions, form tokens, login failures and bans, rate-limit counters,
 * settings, feedback. Migrations take Kysely<unknown>: they describe the schema
 * as it was at their time, not as schema.ts says it is today.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  const emptyArray = sql`'{}'::text[]`;

  await db.schema
    .createTable('fatturanti')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('strid', 'text', (c) => c.notNull().unique())
    .addColumn('ragione_sociale', 'text', (c) => c.notNull())
    .addColumn('indirizzo', 'text', (c) => c.notNull())
    .addColumn('citta', 'text', (c) => c.notNull())
    .addColumn('provincia', 'text', (c) => c.notNull())
    .addColumn('cap', 'text', (c) => c.notNull())
    .addColumn('stato', 'text', (c) => c.notNull().defaultTo('IT'))
    .addColumn('telefono', 'text', (c) => c.notNull())
    .addColumn('piva', 'text', (c) => c.notNull())
    .addColumn('intestatario', 'text', (c) => c.notNull())
    .addColumn('banca_eur', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('banca_chf', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('EUR').check(sql`currency in ('EUR', 'CHF')`))
    .execute();

  await db.schema
    .createTable('aziende')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('ragione_sociale', 'text', (c) => c.notNull())
    .addColumn('tipologia', 'text', (c) =>
      c.notNull().defaultTo('Company').check(sql`tipologia in ('Private', 'Company')`),
    )
    .addColumn('stato', 'text', (c) => c.notNull().defaultTo('IT'))
    .addColumn('cap', 'text')
    .addColumn('citta', 'text')
    .addColumn('provincia', 'text')
    .addColumn('indirizzo', 'text')
    .addColumn('partita_iva', 'text')
    .addColumn('codice_fiscale', 'text')
    .addColumn('email_pec', 'text')
    .addColumn('sdi', 'text')
    .addColumn('telefono', 'text')
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('EUR').check(sql`currency in ('EUR', 'CHF')`))
    .addColumn('currency_locked', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('fatturazione_mensile', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('lingua', 'text', (c) => c.notNull().defaultTo('it').check(sql`lingua in ('it', 'en', 'de', 'fr')`))
    .addColumn('locked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('approval', 'text', (c) =>
      c.check(sql`approval in ('in approvazione rivenditore', 'in approvazione cliente', 'approvato')`),
    )
    .addColumn('ack_marketing', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ack_privacy', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ack_terms', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('cod_pagamento', 'text')
    .addColumn('pagamento', 'text')
    .addColumn('metodi_pagamento', sql`text[]`, (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('contratto_cliente', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_reseller', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sconto', 'numeric(5, 2)', (c) => c.notNull().defaultTo(0).check(sql`sconto between 0 and 100`))
    .addColumn('iva', 'numeric(5, 2)', (c) => c.notNull().defaultTo(22).check(sql`iva between 0 and 100`))
    .addColumn('use_credit', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_premium', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_recurring_payments', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_verified_billing', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('parent_id', 'integer', (c) => c.references('aziende.id').onDelete('set null'))
    .addColumn('fatturante_id', 'integer', (c) => c.references('fatturanti.id').onDelete('restrict'))
    .addColumn('id_main_skill', 'integer')
    .addColumn('survey_completion_date', 'date')
    .addColumn('compiled_survey', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('aziende_parent_id_idx').on('aziende').column('parent_id').execute();
  await db.schema.createIndex('aziende_fatturante_id_idx').on('aziende').column('fatturante_id').execute();
  await db.schema
    .createIndex('aziende_ragione_sociale_idx')
    .on('aziende')
    .expression(sql`lower(ragione_sociale)`)
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('firstname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lastname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lingua', 'text', (c) => c.notNull().defaultTo('it').check(sql`lingua in ('it', 'en', 'de', 'fr')`))
    .addColumn('is_staff', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_login_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('users_username_key').on('users').unique().expression(sql`lower(username)`).execute();
  await db.schema.createIndex('users_email_idx').on('users').expression(sql`lower(email)`).execute();

  await db.schema
    .createTable('company_access')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('grants', sql`text[]`, (c) => c.notNull().defaultTo(emptyArray))
    .addColumn('email_subscriptions', sql`text[]`, (c) => c.notNull().defaultTo(emptyArray))
    .addPrimaryKeyConstraint('company_access_pkey', ['user_id', 'company_id'])
    .execute();
  await db.schema.createIndex('company_access_company_id_idx').on('company_access').column('company_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.references('aziende.id').onDelete('set null'))
    .addColumn('remember', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('check_tokens')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('browser', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('check_tokens_expires_at_idx').on('check_tokens').column('expires_at').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('login_failures_ip_created_at_idx')
    .on('login_failures')
    .columns(['ip', 'created_at'])
    .execute();

  await db.schema
    .createTable('ip_bans')
    .addColumn('ip', 'text', (c) => c.primaryKey())
    .addColumn('until', 'timestamptz', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_at_idx').on('rate_limits').column('reset_at').execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('comments', 'text', (c) => c.notNull())
    .addColumn('event', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('feedback_created_at_idx').on('feedback').column('created_at').execute();
  await db.schema.createIndex('feedback_user_id_idx').on('feedback').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'feedback',
    'settings',
    'rate_limits',
    'ip_bans',
    'login_failures',
    'check_tokens',
    'sessions',
    'company_access',
    'users',
    'aziende',
    'fatturanti',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
