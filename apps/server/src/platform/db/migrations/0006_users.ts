import { sql, type Kysely } from 'kysely';

/** Users and invitations: the users page finds a company's invitation by its address (any case). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('invites_company_id_email_idx')
    .on('invites')
    .expression(sql`company_id, lower(email)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invites_company_id_email_idx').execute();
}
