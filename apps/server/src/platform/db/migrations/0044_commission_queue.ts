import { sql, type Kysely } from 'kysely';

/**
 * The operator console's queue of commission and co-marketing requests (issue 33): the waiting
 * requests oldest first, as the console's list contract sorts them (created_at, then id), and
 * counted, from one partial index; it replaces the waiting requests' index by id alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index commission_requests_queue_idx on commission_requests (created_at, id) where stato = 'attesa'`.execute(
    db,
  );
  await db.schema.dropIndex('commission_requests_waiting_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index commission_requests_waiting_idx on commission_requests (id) where stato = 'attesa'`.execute(
    db,
  );
  await db.schema.dropIndex('commission_requests_queue_idx').execute();
}
