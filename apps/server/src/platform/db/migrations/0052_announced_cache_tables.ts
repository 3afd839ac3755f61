import { sql, type Kysely } from 'kysely';

/**
 * Change announcements (migration 0014) for the tables read caches watched without them: products
 * (the user info's has_active_products), company_skills and payment_modes (the company profile).
 * A write in the same process was announced all the same (change-bus.ts), so only another
 * process's reads stayed stale, up to a cache's minute: a product bought through one web process,
 * or ended by the worker's billing run, while another process answered the user info. And the
 * tables of the alerts, now kept in memory too: installments, invoices and the read marks.
 */
const TABLES = ['products', 'company_skills', 'payment_modes', 'installments', 'invoices', 'alert_reads'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`create trigger ${sql.raw(`${table}_announce`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function announce_change()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES)
    await sql`drop trigger ${sql.raw(`${table}_announce`)} on ${sql.table(table)}`.execute(db);
}
