import { sql, type Kysely } from 'kysely';

/**
 * Lists that read more than their page at 100,000 companies. A partner's leads in one state
 * (opportunities-store.ts): a range of this index newest first, the expiry in it so the state's
 * total is counted from the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index opportunities_company_state_created_idx
    on opportunities (company_id, stato, created_at, id) include (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('opportunities_company_state_created_idx').execute();
}
