import {
  isoDateIn,
  nextPeriodEnd,
  upgradeQuote,
  type Product,
  type UpgradeOptions,
  PROVIDER_TIME_ZONE,
} from '@sportello/domain';
import type { Page } from '@sportello/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signedIn = async (username: string) => {
  const b = new TestBrowser(t.app);
  await b.loginTo(username);
  return b;
};
const product = async (b: TestBrowser, codice: string) =>
  ((await b.get('/rest/products?size=100')).json() as Page<Product>).items.find((p) => p.codice === codice)!;
const today = () => isoDateIn(new Date(), PROVIDER_TIME_ZONE);

async function paySandbox(b: TestBrowser, redirect: string) {
  const path = new URL(redirect).pathname;
  const decided = await b.call('POST', path, { body: { outcome: 'pay' }, form: true, xhr: false });
  return (await b.get(decided.headers.location as string, { xhr: false })).headers.location as string;
}

describe('product upgrade (spec 2 §2 product_upgrade, §5, §7)', () => {
  it('quotes the targets of the group: the refund of the remaining period, the value; cheaper ones are not possible', async () => {
    const owner = await signedIn('owner');
    const sslart = await product(owner, 'SSLART');
    const answer = (await owner.get(`/rest/product_upgrades/${sslart.id}`)).json() as UpgradeOptions;
    expect(answer).toMatchObject({ id: sslart.id, codice: 'SSLART', refusal: null, currency: 'EUR' });
    expect(answer.options.length).toBeGreaterThan(0);
    for (const o of answer.options) {
      expect(o, o.codice).toMatchObject(
        upgradeQuote({ importo: sslart.importo, data_fine: sslart.data_fine, durata: 'Annuale' }, o.prezzo, today()),
      );
      expect(o.possible).toBe(o.value > 0);
    }
    const tone = await product(owner, 'TONEETTRANS');
    expect((await owner.get(`/rest/product_upgrades/${tone.id}`)).json()).toMatchObject({
      refusal: 'one_off',
      options: [],
    });
  });

  it('lists each product with valore_storno and upgradable_products as the upgrade page quotes them (spec 2 §3)', async () => {
    const owner = await signedIn('owner');
    for (const codice of ['SSLART', 'HOSMRS', 'TONEETTRANS']) {
      const listed = await product(owner, codice);
      const { options, refusal } = (await owner.get(`/rest/product_upgrades/${listed.id}`)).json() as UpgradeOptions;
      expect(listed.upgradable_products, codice).toEqual(options.filter((o) => o.possible).map((o) => o.codice));
      expect(listed.valore_storno, codice).toBe(refusal ? 0 : (options[0]?.refund ?? 0));
    }
    const sslart = await product(owner, 'SSLART');
    expect(sslart.valore_storno).toBeGreaterThan(0);
    expect(sslart.upgradable_products.length).toBeGreaterThan(0);
    expect((await product(owner, 'TONEETTRANS')).upgradable_products).toEqual([]);
  });

  it('invoices the target less the refund, and moves the product to the target once paid', async () => {
    const owner = await signedIn('owner');
    const hosmrs = await product(owner, 'HOSMRS');
    const { options } = (await owner.get(`/rest/product_upgrades/${hosmrs.id}`)).json() as UpgradeOptions;
    const target = options.find((o) => o.possible)!;
    const cheaper = options.find((o) => !o.possible)!;
    {
      const refused = await owner.post('/api/pay_product_upgrade', {
        id_migrated_from: hosmrs.id,
        id_product_to: cheaper.id,
        method: 'sandbox',
      });
      expect([refused.statusCode, refused.json().message]).toEqual([
        409,
        "Attenzione: non è possibile effettuare l'upgrade automatico con relativo storno per questo prodotto.",
      ]);
    }
    const started = await owner.post('/api/pay_product_upgrade', {
      id_migrated_from: hosmrs.id,
      id_product_to: target.id,
      method: 'sandbox',
    });
    expect(started.statusCode).toBe(200);
    const { redirect, transaction } = started.json() as { redirect: string; transaction: number };
    const invoice = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('purpose', '=', 'upgrade')
      .executeTakeFirstOrThrow();
    const rows = await t.db
      .selectFrom('invoice_rows')
      .selectAll()
      .where('invoice_id', '=', invoice.id)
      .orderBy('position')
      .execute();
    expect(rows.map((r) => r.price)).toEqual([target.prezzo, -target.refund]);
    expect(invoice.imponibile).toBe(target.value);
    expect(await paySandbox(owner, redirect)).toBe(`/order-result/${transaction}?res=0&ref=products`);
    const moved = ((await owner.get('/rest/products?size=100')).json() as Page<Product>).items.find(
      (p) => p.id === hosmrs.id,
    )!;
    expect(moved).toMatchObject({
      codice: target.codice,
      importo: target.prezzo,
      data_fine: nextPeriodEnd(today(), 'Annuale'),
      n_upgrades: hosmrs.n_upgrades + 1,
      pending_invoice: null,
    });
  });

  it('refuses a target of another group and another company’s product; tecnico gets 403 code 10', async () => {
    const owner = await signedIn('owner');
    const reseller = await signedIn('reseller');
    const sslart = await product(owner, 'SSLART');
    const other = await t.db
      .selectFrom('catalogue_products')
      .select('id')
      .where('group_code', '<>', 'ssl')
      .limit(1)
      .executeTakeFirstOrThrow();
    const wrong = await owner.post('/api/pay_product_upgrade', {
      id_migrated_from: sslart.id,
      id_product_to: other.id,
      method: 'sandbox',
    });
    expect([wrong.statusCode, wrong.json().reason]).toEqual([409, 'upgrade_impossible']);
    expect((await reseller.get(`/rest/product_upgrades/${sslart.id}`)).statusCode).toBe(404);
    expect(
      (
        await reseller.post('/api/pay_product_upgrade', {
          id_migrated_from: sslart.id,
          id_product_to: other.id,
          method: 'sandbox',
        })
      ).statusCode,
    ).toBe(404);
    const tecnico = await signedIn('tecnico');
    const refused = await tecnico.post('/api/pay_product_upgrade', {
      id_migrated_from: sslart.id,
      id_product_to: other.id,
      method: 'sandbox',
    });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 10]);
    const noTarget = await owner.post('/api/pay_product_upgrade', { id_migrated_from: sslart.id, method: 'sandbox' });
    expect([noTarget.statusCode, noTarget.json().errors]).toEqual([
      400,
      { id_product_to: 'Scegli il prodotto di destinazione' },
    ]);
  });
});
