import { OfferDetailSchema } from '@sportello/domain';
import { findOffer } from '../modules/offers/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCompanyUsers } from '../modules/users/index.ts';
import { TestBrowser } from '../test-support/browser.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { writeSetting } from '../platform/settings/settings-store.ts';
import { generateVolume, VOLUME_MARKER, VolumeRefused, volumeCompanyName, volumeUsername } from './volume.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const snapshot = async () => ({
  companies: await t.db
    .selectFrom('aziende')
    .selectAll()
    .where('prospect_source', 'is distinct from', VOLUME_MARKER)
    .orderBy('id')
    .execute(),
  users: await t.db
    .selectFrom('users')
    .selectAll()
    .where('email', 'not like', '%@volume.invalid')
    .orderBy('id')
    .execute(),
  access: await t.db
    .selectFrom('company_access')
    .innerJoin('users', 'users.id', 'company_access.user_id')
    .select([
      'company_access.user_id',
      'company_access.company_id',
      'company_access.grants',
      'company_access.email_subscriptions',
    ])
    .where('users.email', 'not like', '%@volume.invalid')
    .orderBy('company_access.user_id')
    .orderBy('company_access.company_id')
    .execute(),
});

describe('volume generator', () => {
  it('makes 50 marked companies with their users and access rows, leaving the demo data as it was', async () => {
    const before = await snapshot();
    const made = await generateVolume(t.db, {
      companies: 50,
      usersPerCompany: 3,
      largeCompanyUsers: 12,
      productsPerCompany: 2,
      largeCompanyProducts: 30,
      largeCompanyTickets: 10,
      resellerCustomers: 30,
      batch: 20,
    });
    expect(made).toMatchObject({
      first: 1,
      last: 50,
      companies: 50,
      users: 49 * 3 + 12,
      products: 49 * 2 + 30,
      tickets: 49 * 2 + 10,
      invoices: 50 * 3,
      // The reseller's 30 customers' two settled invoices each.
      movements: 30 * 2,
      offers: 50 * 2,
      opportunities: 50,
      firstOwner: 'vol000001.1',
    });

    const generated = await t.db
      .selectFrom('aziende')
      .select(['id', 'ragione_sociale', 'approval'])
      .where('prospect_source', '=', VOLUME_MARKER)
      .orderBy('id')
      .execute();
    expect(generated).toHaveLength(50);
    const ids = generated.map((c) => c.id);
    const count = async (table: 'hosting_services' | 'cloud_servers') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('company_id', 'in', ids)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect([await count('hosting_services'), await count('cloud_servers')]).toEqual([100, 50]);
    // A generated offer reads back as the offers calls answer it (its lines and totals in the engine's shape).
    const offer = await t.db
      .selectFrom('offers')
      .select('id')
      .where('company_id', '=', ids[0]!)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const detail = await findOffer(t.db, { company: ids[0]!, enableOrders: true }, offer.id);
    expect(OfferDetailSchema.parse(detail)).toMatchObject({ stato_offerta: 'inviata', gran_totale: 10_000 });
    // The operators' queue total, kept by triggers, folded after the load: one row per bucket, the right sum.
    const buckets = await t.db
      .selectFrom('open_ticket_counts')
      .select(['department', 'awaiting_operator', 'n'])
      .execute();
    expect(new Set(buckets.map((b) => `${b.department}/${b.awaiting_operator}`)).size).toBe(buckets.length);
    const open = await t.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('stato', '=', 'aperto')
      .executeTakeFirstOrThrow();
    expect(buckets.reduce((sum, b) => sum + Number(b.n), 0)).toBe(Number(open.n));
    expect(generated.map((c) => c.ragione_sociale)).toEqual(
      Array.from({ length: 50 }, (_, i) => volumeCompanyName(i + 1)),
    );
    expect(new Set(generated.map((c) => c.approval))).toEqual(new Set(['approvato']));

    // Every generated user is in the users list of its company (and of no other), the first as owner.
    for (const [index, company] of generated.entries()) {
      const number = index + 1;
      const expected = number === 1 ? 12 : 3;
      const page = await listCompanyUsers(
        t.db,
        { company: { id: company.id } },
        { page: 1, size: 100, sort: { key: 'name', direction: 'asc' } },
      );
      expect(page.total).toBe(expected);
      expect(page.items.map((u) => u.username).sort()).toEqual(
        Array.from({ length: expected }, (_, k) => volumeUsername(number, k + 1)).sort(),
      );
      expect(page.items.find((u) => u.username === volumeUsername(number, 1))?.grants).toEqual(['owner']);
    }
    const accessRows = await t.db
      .selectFrom('company_access')
      .innerJoin('users', 'users.id', 'company_access.user_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('users.email', 'like', '%@volume.invalid')
      .executeTakeFirstOrThrow();
    expect(Number(accessRows.n)).toBe(made.users);

    expect(await snapshot()).toEqual(before);

    // Signing in changes the reseller's last sign-in, so after the snapshot. The first 30 are the demo reseller's customers: its My customers list at volume.
    const reseller = new TestBrowser(t.app, '10.93.0.2');
    await reseller.loginTo('reseller');
    const customers = (await reseller.get('/rest/my_customers?q=volume&size=100')).json();
    expect(customers.total).toBe(30);
    expect(customers.items.map((c: { ragione_sociale: string }) => c.ragione_sociale)).toEqual(
      Array.from({ length: 30 }, (_, i) => volumeCompanyName(i + 1)),
    );
  });

  it("the large company's owner finds its closed tickets through the status filter and the search", async () => {
    const b = new TestBrowser(t.app, '10.93.0.3');
    await b.loginTo('vol000001.1');
    const closed = (await b.get('/rest/tickets?stato=chiuso&q=richiesta&size=100')).json();
    expect(closed.total).toBe(5);
    expect(closed.items.every((x: { stato: string }) => x.stato === 'chiuso')).toBe(true);
    expect((await b.get('/rest/tickets?size=1')).json().total).toBe(10);
  });

  it('a generated owner signs in with the demo password and sees the users page of the company', async () => {
    const b = new TestBrowser(t.app, '10.93.0.1');
    await b.loginTo('vol000002.1');
    const info = (await b.get('/api/dashboard/userinfo')).json();
    expect(info).toMatchObject({ username: 'vol000002.1', azienda: volumeCompanyName(2), grants: ['owner'] });
    const users = (await b.get('/rest/users?page=1')).json();
    expect(users).toMatchObject({ total: 3 });
  });

  it('a second run appends after the highest generated company', async () => {
    const made = await generateVolume(t.db, { companies: 2, usersPerCompany: 1 });
    expect(made).toMatchObject({ first: 51, last: 52, users: 2, firstOwner: 'vol000051.1' });
  });

  it('refuses a database without the demo data, and counts that are not whole positive numbers', async () => {
    await expect(generateVolume(t.db, { companies: 0, usersPerCompany: 3 })).rejects.toThrow(VolumeRefused);
    await writeSetting(t.db, 'demo', false);
    await expect(generateVolume(t.db, { companies: 1, usersPerCompany: 3 })).rejects.toThrow(/demo data/);
    await writeSetting(t.db, 'demo', true);
  });
});
