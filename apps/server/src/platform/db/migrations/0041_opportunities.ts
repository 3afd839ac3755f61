import { sql, type Kysely } from 'kysely';

/**
 * Opportunities (spec 2 §3, §4): a submitted project offered to the partners whose skills match.
 * One offer per project and partner; at most one accepted offer per project (the first acceptance
 * wins, the database refuses a second); a partner's leads are read newest first a page at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('opportunities')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('stato', 'text', (c) =>
      c.notNull().defaultTo('attesa').check(sql`stato in ('attesa', 'accettata', 'rifiutata', 'scaduta')`),
    )
    .addColumn('matched_skills', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('opportunities_project_company_key', ['project_id', 'company_id'])
    .execute();
  await db.schema
    .createIndex('opportunities_one_accepted_key')
    .on('opportunities')
    .column('project_id')
    .unique()
    .where(sql.ref('stato'), '=', 'accettata')
    .execute();
  await db.schema
    .createIndex('opportunities_company_created_idx')
    .on('opportunities')
    .columns(['company_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('opportunities').execute();
}
