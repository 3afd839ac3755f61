import { sql, type Kysely } from 'kysely';

/**
 * Lists that read more than their page at 100,000 companies. A partner's leads in one state
 * (opportunities-store.ts): a range of this index newest first, the expiry in it so the state's
 * total is counted from the index alone. A reseller's customers show each one's first owner
 * (customers-store.ts): one entry of the owners' index, where the company's access rows were read
 * and sorted (2,000 for a company of 2,000 users).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index opportunities_company_state_created_idx
    on opportunities (company_id, stato, created_at, id) include (expires_at)`.execute(db);
  await sql`create index company_access_owner_idx on company_access (company_id, user_id) where 'owner' = any(grants)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('company_access_owner_idx').execute();
  await db.schema.dropIndex('opportunities_company_state_created_idx').execute();
}
