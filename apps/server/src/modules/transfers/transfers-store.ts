import type { Insertable, Selectable } from 'kysely';
import type { Language, OrderProduct } from '@sportello/domain';
import type { CompanyScope } from '../../platform/access/company-scope.ts';
import type { Db } from '../../platform/db/database.ts';
import type {
  DomainRegistrantsTable,
  HostingTransfersTable,
  OrdersTable,
  ProductsTable,
} from '../../platform/db/schema.ts';

export type OrderRow = Selectable<OrdersTable>;

/** The company's order; undefined when it has none of that id. */
export function findOrder(db: Db, scope: CompanyScope, id: number): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', scope.company.id)
    .executeTakeFirst();
}

export async function orderProducts(
  db: Db,
  scope: CompanyScope,
  orderId: number,
  language: Language,
): Promise<OrderProduct[]> {
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('company_id', '=', scope.company.id)
    .orderBy('id')
    .execute();
  return rows.map((row) => toOrderProduct(row, language));
}

export function toOrderProduct(row: Selectable<ProductsTable>, language: Language): OrderProduct {
  return {
    id: row.id,
    codice: row.codice,
    nome: row.nome[language],
    dominio: row.dominio,
    missing_data: row.missing_data,
    missing_mail_data: row.missing_mail_data,
    registrazione_dominio: row.registrazione_dominio,
    ask_site_transfer: row.ask_site_transfer,
    ask_mail_transfer: row.ask_mail_transfer,
  };
}

export async function insertRegistrant(db: Db, row: Insertable<DomainRegistrantsTable>): Promise<number> {
  const { id } = await db.insertInto('domain_registrants').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertHostingTransfer(db: Db, row: Insertable<HostingTransfersTable>): Promise<number> {
  const { id } = await db.insertInto('hosting_transfers').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}
