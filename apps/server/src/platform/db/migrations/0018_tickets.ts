import { sql, type Kysely } from 'kysely';

/**
 * Support tickets (issue 12; spec 3 §3 ticket, ticket message; DESIGN §4, §5): a company's
 * tickets, their messages (by a customer's user or by an operator) and the files attached to
 * them, kept in the database (bytea) so they travel with its backups and need no shared volume.
 * Operator actions are written to audit_log with the operator's staff role.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .createTable('tickets')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('titolo', 'text', (c) => c.notNull())
    .addColumn('department', 'text', (c) =>
      c.notNull().check(sql`department in ('tecnica', 'amministrativa', 'commerciale')`),
    )
    .addColumn('id_product', 'integer', (c) => c.references('products.id').onDelete('set null'))
    // The product's name when the ticket was opened: the ticket keeps it if the product goes.
    .addColumn('prodotto', 'text')
    .addColumn('urgente', 'boolean', (c) => c.notNull().defaultTo(false))
    // The surcharge billed for an urgent ticket, cents of urgent_currency (0: premium, or not urgent).
    .addColumn('urgent_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('urgent_currency', 'text', (c) => c.check(sql`urgent_currency in ('EUR', 'CHF')`))
    .addColumn('stato', 'text', (c) => c.notNull().defaultTo('aperto').check(sql`stato in ('aperto', 'chiuso')`))
    // Opened outside office hours: answered in office hours.
    .addColumn('extra_time', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    // The last message's time; the operators' queue shows it.
    .addColumn('last_message_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_from_operator', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('closed_at', 'timestamptz')
    .addColumn('closed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  // The customer's list (newest first) and its onlyOpen form.
  await db.schema
    .createIndex('tickets_company_id_created_at_id_idx')
    .on('tickets')
    .columns(['company_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('tickets_company_id_open_created_at_idx')
    .on('tickets')
    .columns(['company_id', 'created_at', 'id'])
    .where(sql.ref('stato'), '=', 'aperto')
    .execute();
  // The operators' queue: every open ticket, oldest first, by department.
  await db.schema
    .createIndex('tickets_open_created_at_idx')
    .on('tickets')
    .columns(['created_at', 'id'])
    .where(sql.ref('stato'), '=', 'aperto')
    .execute();
  await db.schema
    .createIndex('tickets_open_department_created_at_idx')
    .on('tickets')
    .columns(['department', 'created_at', 'id'])
    .where(sql.ref('stato'), '=', 'aperto')
    .execute();
  await db.schema.createIndex('tickets_id_product_idx').on('tickets').column('id_product').execute();
  await db.schema.createIndex('tickets_created_by_idx').on('tickets').column('created_by').execute();
  await db.schema.createIndex('tickets_closed_by_idx').on('tickets').column('closed_by').execute();

  await db.schema
    .createTable('ticket_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('author_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // The author's name as shown then ('operatore' or 'utente' of spec 3 §3).
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('author_email', 'text')
    // Operator messages hold sanitized HTML; customers' messages plain text.
    .addColumn('operatore', 'boolean', (c) => c.notNull())
    .addColumn('messaggio', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('ticket_messages_ticket_id_id_idx')
    .on('ticket_messages')
    .columns(['ticket_id', 'id'])
    .execute();
  await db.schema.createIndex('ticket_messages_company_id_idx').on('ticket_messages').column('company_id').execute();
  await db.schema
    .createIndex('ticket_messages_author_user_id_idx')
    .on('ticket_messages')
    .column('author_user_id')
    .execute();

  await db.schema
    .createTable('ticket_attachments')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('message_id', 'integer', (c) => c.notNull().references('ticket_messages.id').onDelete('cascade'))
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('aziende.id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    // Judged by the server from the bytes, never taken from the browser.
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('ticket_attachments_message_id_idx')
    .on('ticket_attachments')
    .column('message_id')
    .execute();
  await db.schema
    .createIndex('ticket_attachments_ticket_id_idx')
    .on('ticket_attachments')
    .column('ticket_id')
    .execute();
  await db.schema
    .createIndex('ticket_attachments_company_id_idx')
    .on('ticket_attachments')
    .column('company_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ticket_attachments').execute();
  await db.schema.dropTable('ticket_messages').execute();
  await db.schema.dropTable('tickets').execute();
}
