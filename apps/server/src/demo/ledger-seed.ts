import { isoDateIn, PROVIDER_TIME_ZONE, type Currency } from '@sportello/domain';
import type { Db } from '../platform/db/database.ts';
import { customerOf, issueInvoice, totalOfRows, type NewInvoiceRow } from '../modules/ledger/index.ts';

/**
 * The demo ledger of DESIGN §6 (issue 11): `owner` and `contabile` (Rossi, EUR, VAT 22%) and
 * `reseller` (Alpi, CHF, VAT 8.1%) see invoices in every status of spec 2 §2 — settled, to pay,
 * overdue by a few days ('Insoluto') and by more than 30 ('Insoluto - possibile sospensione
 * servizi'), a credit note, one in two installments — a year of settled history, and the unpaid
 * renewal of HOSMN ('Pagamenti arretrati' on the products page). Alpi has cashback to spend.
 */
const plusDays = (today: string, days: number) =>
  new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);

export async function seedLedger(
  db: Db,
  {
    owner,
    reseller,
    today = isoDateIn(new Date(), PROVIDER_TIME_ZONE),
  }: { owner: number; reseller: number; today?: string },
): Promise<void> {
  await seedCompanyLedger(db, owner, 'R', today);
  await seedCompanyLedger(db, reseller, 'A', today);
  await db
    .insertInto('credit_movements')
    .values([
      {
        company_id: reseller,
        tipo: 'cashback',
        amount: 12_000,
        currency: 'CHF',
        descrizione: 'Cashback',
        data: new Date(Date.parse(today) - 90 * 86_400_000),
      },
      {
        company_id: reseller,
        tipo: 'cashback',
        amount: -2_000,
        currency: 'CHF',
        descrizione: 'Cashback',
        data: new Date(Date.parse(today) - 30 * 86_400_000),
      },
    ])
    .execute();
}

async function seedCompanyLedger(db: Db, companyId: number, letter: string, today: string) {
  const { customer, fatturanteId, paymethod, iva, currency } = await customerOf(db, companyId);
  const year = today.slice(0, 4);
  let seq = 100;
  const nr = () => `DEMO-${year}-${letter}${String(++seq).padStart(4, '0')}`;
  const row = (description: string, price: number, qt = 1, discount = 0): NewInvoiceRow => ({
    description,
    qt,
    price,
    discount,
    vat: iva,
  });
  const issue = async (
    days: number,
    rows: NewInvoiceRow[],
    dues: { days: number; paid?: boolean; share?: number }[],
    options: { nr?: string; purpose?: 'renewal' } = {},
  ) => {
    const amount = totalOfRows(rows);
    let left = amount;
    const installments = dues.map((d, index) => {
      const part = index === dues.length - 1 ? left : Math.round(amount * (d.share ?? 1));
      left -= part;
      return {
        data: plusDays(today, d.days),
        amount: part,
        paid_at: d.paid ? new Date(Date.parse(plusDays(today, d.days))) : null,
      };
    });
    return issueInvoice(db, {
      companyId,
      fatturanteId,
      nr: options.nr ?? nr(),
      data: plusDays(today, days),
      currency: currency as Currency,
      paymethod,
      customer,
      rows,
      installments,
      purpose: options.purpose,
    });
  };

  // A year of settled history, one invoice a month (the list pages on the server).
  for (let month = 12; month >= 3; month--) {
    await issue(
      -30 * month,
      [row('Hosting Linux Medium - canone mensile', 2_900), row('Caselle di posta aggiuntive', 450, 4)],
      [{ days: -30 * month + 30, paid: true }],
    );
  }
  // Overdue by more than 30 days: 'Insoluto - possibile sospensione servizi'.
  await issue(
    -75,
    [row('Server cloud - risorse aggiuntive', 18_000), row('Backup giornaliero', 2_500, 2)],
    [{ days: -45 }],
  );
  // Overdue by a few days: 'Insoluto'.
  await issue(-40, [row('Certificato SSL Business', 8_900)], [{ days: -10 }]);
  // To pay, not overdue.
  await issue(
    -10,
    [row('Registrazione dominio .it', 1_500, 2), row('Servizio DNS premium', 3_000, 1, 10)],
    [{ days: 20 }],
  );
  // Two installments: the first settled, the second due in two months.
  await issue(-35, [row('Progetto migrazione siti', 60_000)], [{ days: -5, paid: true, share: 0.5 }, { days: 55 }]);
  // Settled a fortnight ago.
  await issue(-45, [row('Licenza Plesk Web Pro', 1_800, 12)], [{ days: -15, paid: true }]);
  // A credit note.
  await issueInvoice(db, {
    companyId,
    fatturanteId,
    type: 'nota_credito',
    nr: nr(),
    data: plusDays(today, -20),
    currency: currency as Currency,
    paymethod,
    customer,
    rows: [row('Storno canone non dovuto', -2_900)],
    installments: [],
  });
  // The unpaid renewal of HOSMN (products-seed: pending_invoice_number), due with the product.
  const hosmn = await db
    .selectFrom('products')
    .select(['id', 'importo', 'data_fine', 'pending_invoice_number'])
    .where('company_id', '=', companyId)
    .where('codice', '=', 'HOSMN')
    .executeTakeFirst();
  if (hosmn?.pending_invoice_number) {
    const renewal: NewInvoiceRow = {
      description: 'Rinnovo Hosting Linux Medium (HOSMN) - 12 mesi',
      qt: 1,
      price: hosmn.importo,
      vat: iva,
      product_id: hosmn.id,
      renew_until: plusDays(hosmn.data_fine, 365),
    };
    await issue(-25, [renewal], [{ days: 5 }], { nr: hosmn.pending_invoice_number, purpose: 'renewal' });
  }
}
