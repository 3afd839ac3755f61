import { randomBytes } from 'node:crypto';
import type { Currency, Duration, Language } from '@sportello/domain';
import type { Db } from '../platform/db/database.ts';
import { SYSTEM_SOURCE } from '../platform/audit/audit-log.ts';
import { issueInvoice, settleProviderResult } from '../modules/ledger/index.ts';
import type { NewAzienda } from '../platform/db/schema.ts';

let serial = 0;

/** A company billed by `strid` with a billing subscriber and a technical-only user; answers ids and addresses. */
export async function billingCompany(
  db: Db,
  strid: 'BBW' | 'BSW',
  overrides: Partial<NewAzienda> = {},
): Promise<{ id: number; billingMail: string; technicalMail: string }> {
  serial += 1;
  const tag = `bill${serial}_${randomBytes(3).toString('hex')}`;
  const fatturante = await db
    .selectFrom('fatturanti')
    .select('id')
    .where('strid', '=', strid)
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('aziende')
    .values({
      ragione_sociale: `Billing ${tag} S.r.l.`,
      fatturante_id: fatturante.id,
      currency: strid === 'BSW' ? 'CHF' : 'EUR',
      iva: strid === 'BSW' ? 8.1 : 22,
      stato: strid === 'BSW' ? 'CH' : 'IT',
      lingua: (strid === 'BSW' ? 'de' : 'it') satisfies Language,
      pagamento: 'Bonifico bancario',
      approval: 'approvato',
      contratto_cliente: true,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const mails = { billingMail: `${tag}.billing@fixture.example`, technicalMail: `${tag}.tech@fixture.example` };
  for (const [email, subscriptions] of [
    [mails.billingMail, ['billing']],
    [mails.technicalMail, ['technical']],
  ] as const) {
    const user = await db
      .insertInto('users')
      .values({ username: email.split('@')[0]!, email, password_hash: null, email_verified: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('company_access')
      .values({ user_id: user.id, company_id: id, grants: ['owner'], email_subscriptions: [...subscriptions] })
      .execute();
  }
  return { id, ...mails };
}

export interface ProductFixture {
  codice?: string;
  durata?: Duration;
  data_fine: string;
  importo: number;
  currency?: Currency;
  free_period?: number;
  stato_amministrativo?: 'attivo' | 'non rinnovare';
  rinnovo_automatico?: boolean;
}

export async function billingProduct(db: Db, companyId: number, p: ProductFixture): Promise<number> {
  const codice = p.codice ?? 'HOSSTART';
  const { id } = await db
    .insertInto('products')
    .values({
      company_id: companyId,
      order_id: null,
      codice,
      group_code: 'HOS',
      nome: JSON.stringify({ it: `Prodotto ${codice}`, en: codice, de: codice, fr: codice }),
      categoria: 'hosting',
      durata: p.durata ?? 'Annuale',
      data_fine: p.data_fine,
      importo: p.importo,
      currency: p.currency ?? 'EUR',
      free_period: p.free_period ?? 0,
      stato_amministrativo: p.stato_amministrativo ?? 'attivo',
      stato_tecnico: 'attivo',
      rinnovo_automatico: p.rinnovo_automatico ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Pays an installment in full through the sandbox's settlement, at `at`, as a customer's checkout would. */
export async function payInstallmentAt(db: Db, installmentId: number, at: Date): Promise<void> {
  const installment = await db
    .selectFrom('installments')
    .selectAll()
    .where('id', '=', installmentId)
    .executeTakeFirstOrThrow();
  const token = randomBytes(12).toString('hex');
  await db
    .insertInto('payment_transactions')
    .values({
      company_id: installment.company_id,
      installment_id: installment.id,
      user_id: null,
      provider: 'sandbox',
      method: 'sandbox',
      amount: installment.amount,
      currency: installment.currency,
      token,
      created_at: at,
    })
    .execute();
  const answer = await settleProviderResult(
    db,
    SYSTEM_SOURCE,
    'sandbox',
    { token, eventKey: `test:${token}`, outcome: 'paid', amount: installment.amount, currency: installment.currency },
    {},
    at,
  );
  if (answer.res !== 0)
    throw new Error(`payment of installment ${installmentId} not settled: ${JSON.stringify(answer)}`);
}

/** A paid payment that authorised recurring charges, leaving the sandbox's mandate: what the recurring charges use. */
export async function recurringMandate(
  db: Db,
  companyId: number,
  currency: Currency,
  provider = 'sandbox',
): Promise<void> {
  const invoice = await issueInvoice(db, {
    companyId,
    fatturanteId: null,
    data: '2020-01-01',
    currency,
    paymethod: 'sandbox',
    customer: {
      ragione_sociale: 'x',
      indirizzo: '',
      cap: '',
      citta: '',
      provincia: '',
      stato: '',
      partita_iva: '',
      codice_fiscale: '',
    },
    rows: [{ description: 'Mandate', qt: 1, price: 100, vat: 0 }],
    installments: [{ data: '2020-01-01', amount: 100, paid_at: new Date('2020-01-01T10:00:00Z') }],
  });
  await db
    .insertInto('payment_transactions')
    .values({
      company_id: companyId,
      installment_id: invoice.installmentIds[0]!,
      user_id: null,
      provider,
      method: provider === 'sandbox' ? 'sandbox' : 'axerve-cc',
      amount: 100,
      currency,
      status: 'paid',
      token: randomBytes(12).toString('hex'),
      enable_recurring: true,
      mandate_ref: `${provider}:mandate`,
    })
    .execute();
  await db.updateTable('aziende').set({ has_recurring_payments: true }).where('id', '=', companyId).execute();
}
