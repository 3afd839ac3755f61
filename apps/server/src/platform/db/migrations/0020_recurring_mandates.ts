import { sql, type Kysely } from 'kysely';

/**
 * Recurring payments through PayPal and Axerve, and staff paying for a customer (issue 11;
 * docs/decisions.md "Recurring charges", "Staff paying for a customer"):
 * - `mandate_ref`: what a provider gave back, on the payment that authorised recurring payments,
 *   to charge the customer again without them (PayPal's vault id, Axerve's card token);
 * - `recurring`: the transaction is a charge of the recurring job, made without the customer;
 * - `for_customer`: started by a staff member acting on the customer (`/{id_cliente}/…`), so the
 *   provider's return leads back to the customer's order_result, not the operator's own company.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payment_transactions')
    .addColumn('mandate_ref', 'text')
    .addColumn('recurring', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('for_customer', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // The recurring job reads a company's latest mandate.
  await db.schema
    .createIndex('payment_transactions_mandate_idx')
    .on('payment_transactions')
    .columns(['company_id', 'id'])
    .where(sql.ref('mandate_ref'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payment_transactions_mandate_idx').execute();
  await db.schema
    .alterTable('payment_transactions')
    .dropColumn('mandate_ref')
    .dropColumn('recurring')
    .dropColumn('for_customer')
    .execute();
}
