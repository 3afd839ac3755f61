import { sql, type Kysely } from 'kysely';

/**
 * Documents, become partner and projects (issue 4, part 3): the useful
 * documents per billing entity and language (PDF bytes kept in the database,
 * or a contract text), the partner-programme contract beside the customer
 * one, partner requests for the operators, and the projects companies submit
 * with their skills.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  // The partner-programme contract is a contract text like the customer one.
  await sql`alter table terms drop constraint if exists terms_tipo_check`.execute(db);
  await sql`alter table terms add constraint terms_tipo_check check (tipo in ('customer', 'partner'))`.execute(db);

  await db.schema
    .createTable('documents')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('sezione', 'text', (c) => c.notNull().check(sql`sezione in ('contrattuali', 'amministrativi', 'altri')`))
    // null: shown to the companies of every billing entity.
    .addColumn('fatturante_id', 'integer', (c) => c.references('fatturanti.id').onDelete('cascade'))
    .addColumn('lingua', 'text', (c) => c.notNull().check(sql`lingua in ('it', 'en', 'de', 'fr')`))
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('descrizione', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contract_type', 'text', (c) => c.check(sql`contract_type in ('customer', 'partner')`))
    .addColumn('filename', 'text')
    .addColumn('content', 'bytea')
    .addColumn('reseller_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    // Either a file to download or a contract text to read, never both or neither.
    .addCheckConstraint(
      'documents_file_or_contract',
      sql`(contract_type is null) = (content is not null and filename is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('documents_fatturante_lingua_idx')
    .on('documents')
    .columns(['fatturante_id', 'lingua'])
    .execute();

  await db.schema
    .createTable('partner_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('modalita', 'text', (c) =>
      c.notNull().check(sql`modalita in ('whitelabel', 'freelance', 'whitelabel-freelance')`),
    )
    .addColumn('fatturazione_mensile', 'boolean', (c) => c.notNull())
    .addColumn('provvigioni_in_fattura', 'boolean', (c) => c.notNull())
    .addColumn('stato', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`stato in ('pending', 'accepted', 'rejected')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // One pending request per company: a second one waits for the operators' answer.
  await db.schema
    .createIndex('partner_requests_one_pending_key')
    .on('partner_requests')
    .column('company_id')
    .unique()
    .where(sql.ref('stato'), '=', 'pending')
    .execute();
  await db.schema.createIndex('partner_requests_company_id_idx').on('partner_requests').column('company_id').execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('descrizione', 'text', (c) => c.notNull())
    .addColumn('dominio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tempistiche', 'text', (c) => c.notNull().defaultTo(''))
    // Cents of `currency`, the company's currency when it was sent.
    .addColumn('budget', 'integer', (c) => c.check(sql`budget >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('EUR', 'CHF')`))
    .addColumn('contatti', 'text', (c) => c.notNull())
    .addColumn('authorized_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('projects_company_created_idx')
    .on('projects')
    .columns(['company_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('project_requirements')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('skill_id', 'integer', (c) => c.notNull().references('skills.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('project_requirements_pkey', ['project_id', 'skill_id'])
    .execute();
  await db.schema
    .createIndex('project_requirements_skill_id_idx')
    .on('project_requirements')
    .column('skill_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('project_requirements').execute();
  await db.schema.dropTable('projects').execute();
  await db.schema.dropTable('partner_requests').execute();
  await db.schema.dropTable('documents').execute();
  await sql`delete from terms where tipo <> 'customer'`.execute(db);
  await sql`alter table terms drop constraint if exists terms_tipo_check`.execute(db);
  await sql`alter table terms add constraint terms_tipo_check check (tipo in ('customer'))`.execute(db);
}
