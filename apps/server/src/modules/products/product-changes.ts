import type { TechnicalState } from '@sportello/domain';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { CompanyScope } from '../../platform/access/company-scope.ts';
import type { Db } from '../../platform/db/database.ts';
import type { CatalogueProductsTable, ProductsTable } from '../../platform/db/schema.ts';

/** Clears the invoice mark of a settled invoice, leaving another invoice's mark alone. */
const clearPendingInvoice = (invoiceNr: string) =>
  sql<string | null>`case when pending_invoice_number = ${invoiceNr} then null else pending_invoice_number end`;

/** The company's products await the payment of this renewal or upgrade invoice. */
export async function setPendingInvoice(
  db: Db,
  companyId: number,
  ids: readonly number[],
  invoiceNr: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('products')
    .set({ pending_invoice_number: invoiceNr, updated_at: now })
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
}

/** A paid renewal: the product runs to `renewUntil` (never backwards) and is active again, a suspended service resumed. */
export async function extendPaidRenewal(
  db: Db,
  renewal: { companyId: number; productId: number; renewUntil: string; invoiceNr: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('products')
    .set({
      data_fine: sql<string>`greatest(data_fine, ${renewal.renewUntil}::date)`,
      stato_amministrativo: 'attivo',
      stato_tecnico: sql<TechnicalState>`case when stato_tecnico = 'sospeso' then 'attivo' else stato_tecnico end`,
      pending_invoice_number: clearPendingInvoice(renewal.invoiceNr),
      updated_at: now,
    })
    .where('id', '=', renewal.productId)
    .where('company_id', '=', renewal.companyId)
    .execute();
}

/** A paid upgrade: the product becomes the target catalogue product, at `importo`, up to `renewUntil`. */
export async function applyUpgrade(
  db: Db,
  upgrade: {
    productId: number;
    target: Pick<Selectable<CatalogueProductsTable>, 'codice' | 'group_code' | 'nome' | 'categoria'>;
    importo: number;
    renewUntil: string;
    invoiceNr: string;
  },
  now: Date,
): Promise<void> {
  const { target } = upgrade;
  await db
    .updateTable('products')
    .set({
      codice: target.codice,
      group_code: target.group_code,
      nome: JSON.stringify(target.nome),
      categoria: target.categoria,
      importo: upgrade.importo,
      data_fine: upgrade.renewUntil,
      stato_amministrativo: 'attivo',
      n_upgrades: sql<number>`n_upgrades + 1`,
      pending_invoice_number: clearPendingInvoice(upgrade.invoiceNr),
      updated_at: now,
    })
    .where('id', '=', upgrade.productId)
    .execute();
}

/** The product's transfer flags after the data were sent. */
export function clearMissingData(
  db: Db,
  scope: CompanyScope,
  id: number,
  flags: Partial<Pick<Selectable<ProductsTable>, 'missing_data' | 'missing_mail_data'>>,
  now: Date,
): Promise<Selectable<ProductsTable>> {
  return db
    .updateTable('products')
    .set({ ...flags, updated_at: now })
    .where('id', '=', id)
    .where('company_id', '=', scope.company.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
