import { sql, type Kysely } from 'kysely';

/**
 * The operator console (issue 33).
 * - Finding a company by any part of its name, VAT number, fiscal code, PEC, a user's username or
 *   e-mail, or a domain: trigram indexes (pg_trgm, which PGlite ships too) serve `ilike '%…%'` on
 *   each, so a search reads the matching rows, not 100,000 companies. The indexed expressions are
 *   the ones the console's search writes (features/staff/company-search.ts), character for
 *   character: the planner matches them as written.
 * - The companies by name for the console's unsearched list, and the approval queue.
 * - billing_change_requests: a locked profile's change request (spec 1 §5), kept for the finance
 *   operators' queue besides the e-mail; one pending per company.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index aziende_staff_search_idx on aziende using gin ((ragione_sociale || ' ' || coalesce(partita_iva, '') || ' ' || coalesce(codice_fiscale, '') || ' ' || coalesce(email_pec, '')) gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index users_staff_search_idx on users using gin ((username || ' ' || email) gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index hosting_services_dominio_trgm_idx on hosting_services using gin (dominio gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index products_dominio_trgm_idx on products using gin (dominio gin_trgm_ops) where dominio <> ''`.execute(
    db,
  );
  await sql`create index aziende_name_id_idx on aziende (ragione_sociale, id)`.execute(db);
  await sql`create index aziende_approval_pending_idx on aziende (created_at, id) where approval like 'in approvazione%'`.execute(
    db,
  );

  await db.schema
    .createTable('billing_change_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('tipologia', 'text', (c) => c.notNull())
    .addColumn('ragione_sociale', 'text', (c) => c.notNull())
    .addColumn('stato', 'text', (c) => c.notNull())
    .addColumn('partita_iva', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('esito', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reason', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index billing_change_requests_pending_idx on billing_change_requests (company_id) where esito = 'pending'`.execute(
    db,
  );
  await sql`create index billing_change_requests_queue_idx on billing_change_requests (created_at, id) where esito = 'pending'`.execute(
    db,
  );
  await sql`create index partner_requests_queue_idx on partner_requests (created_at, id) where stato = 'pending'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('partner_requests_queue_idx').execute();
  await db.schema.dropTable('billing_change_requests').execute();
  for (const index of [
    'aziende_approval_pending_idx',
    'aziende_name_id_idx',
    'products_dominio_trgm_idx',
    'hosting_services_dominio_trgm_idx',
    'users_staff_search_idx',
    'aziende_staff_search_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
}
