import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { approveCompany, findCompanyByIdOrName } from './company-store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('approveCompany (npm run ops -- approve)', () => {
  it('approves a pending customer, and makes a reseller of a pending reseller', async () => {
    const [customer] = await findCompanyByIdOrName(t.db, 'verdi consulenze');
    await approveCompany(t.db, customer?.id ?? 0);
    expect((await findCompanyByIdOrName(t.db, String(customer?.id)))[0]).toMatchObject({ approval: 'approvato', is_reseller: false });

    const { id } = await t.db
      .insertInto('aziende')
      .values({ ragione_sociale: 'Futuro Rivenditore', approval: 'in approvazione rivenditore' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await approveCompany(t.db, id);
    expect((await findCompanyByIdOrName(t.db, String(id)))[0]).toMatchObject({ approval: 'approvato', is_reseller: true });
  });
});
