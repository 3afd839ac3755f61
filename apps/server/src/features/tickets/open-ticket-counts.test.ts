import { TICKET_DEPARTMENTS, type StaffTicket } from '@sportello/domain';
import type { Page } from '@sportello/domain/api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test-support/browser.ts';
import { companyId, DEMO_COMPANIES } from '../../test-support/demo-ids.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { foldOpenTicketCounts } from './tickets-store.ts';

let t: TestApp;
let staff: TestBrowser;
let rossi: number;
beforeAll(async () => {
  t = await buildTestApp();
  staff = new TestBrowser(t.app);
  await staff.loginTo('staff');
  rossi = await companyId(t.db, DEMO_COMPANIES.rossi);
});
afterAll(() => t.close());

const SHAPES = [undefined, ...TICKET_DEPARTMENTS].flatMap((department) =>
  [false, true].map((awaiting) => ({ department, awaiting })),
);

/** Every filter of the queue: the total it shows, and the open tickets counted one by one. */
async function totals() {
  return Promise.all(
    SHAPES.map(async ({ department, awaiting }) => {
      const query = `${department ? `&department=${department}` : ''}${awaiting ? '&in_attesa=1' : ''}`;
      const shown = ((await staff.get(`/rest/staff/tickets?size=1${query}`)).json() as Page<StaffTicket>).total;
      let counted = t.db
        .selectFrom('tickets')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('stato', '=', 'aperto');
      if (department) counted = counted.where('department', '=', department);
      if (awaiting) counted = counted.where('last_from_operator', '=', false);
      return { department, awaiting, shown, counted: Number((await counted.executeTakeFirstOrThrow()).n) };
    }),
  );
}

async function expectTotalsRight() {
  for (const total of await totals()) expect(total).toEqual({ ...total, shown: total.counted });
}

describe("the operators' queue total (kept by the tickets' triggers, migration 0022)", () => {
  it('follows every kind of write: bulk inserts, answers, closing, reopening, moving, deleting; folding keeps it', async () => {
    await expectTotalsRight();
    const before = (await totals()).find((x) => !x.department && !x.awaiting)!.shown;

    // One statement, several buckets.
    const opened = await t.db
      .insertInto('tickets')
      .values(
        TICKET_DEPARTMENTS.flatMap((department, i) =>
          Array.from({ length: i + 2 }, (_, k) => ({
            company_id: rossi,
            titolo: `Carico ${department} ${k}`,
            department,
            last_from_operator: k % 2 === 0,
          })),
        ),
      )
      .returning(['id', 'department'])
      .execute();
    await expectTotalsRight();
    expect((await totals()).find((x) => !x.department && !x.awaiting)!.shown).toBe(before + opened.length);

    const [first, second, third] = opened;
    // An operator answers, the customer writes again, one is closed, a closed one reopened.
    await t.db.updateTable('tickets').set({ last_from_operator: true }).where('id', '=', first!.id).execute();
    await expectTotalsRight();
    await t.db
      .updateTable('tickets')
      .set({ last_from_operator: false })
      .where('id', 'in', [first!.id, second!.id])
      .execute();
    await expectTotalsRight();
    await t.db
      .updateTable('tickets')
      .set({ stato: 'chiuso', closed_at: new Date() })
      .where('id', '=', third!.id)
      .execute();
    await expectTotalsRight();
    await t.db.updateTable('tickets').set({ stato: 'aperto', closed_at: null }).where('id', '=', third!.id).execute();
    await expectTotalsRight();
    // Moved to another department; a write that changes nothing counted.
    await t.db.updateTable('tickets').set({ department: 'commerciale' }).where('id', '=', second!.id).execute();
    await t.db
      .updateTable('tickets')
      .set({ titolo: 'Rinominato' })
      .where(
        'id',
        'in',
        opened.map((x) => x.id),
      )
      .execute();
    await expectTotalsRight();
    // Everything at once: all closed in one statement, then some deleted.
    await t.db
      .updateTable('tickets')
      .set({ stato: 'chiuso', closed_at: new Date() })
      .where(
        'id',
        'in',
        opened.slice(0, 4).map((x) => x.id),
      )
      .execute();
    await t.db
      .deleteFrom('ticket_messages')
      .where(
        'ticket_id',
        'in',
        opened.slice(3).map((x) => x.id),
      )
      .execute();
    await t.db
      .deleteFrom('tickets')
      .where(
        'id',
        'in',
        opened.slice(3).map((x) => x.id),
      )
      .execute();
    await expectTotalsRight();
    // A write rolled back leaves no trace.
    await t.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('tickets').set({ stato: 'chiuso' }).where('stato', '=', 'aperto').execute();
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await expectTotalsRight();

    const rowsBefore = Number(
      (await sql<{ n: string }>`select count(*) as n from open_ticket_counts`.execute(t.db)).rows[0]!.n,
    );
    await foldOpenTicketCounts(t.db);
    const rowsAfter = Number(
      (await sql<{ n: string }>`select count(*) as n from open_ticket_counts`.execute(t.db)).rows[0]!.n,
    );
    expect(rowsAfter).toBeLessThan(rowsBefore);
    expect(rowsAfter).toBeLessThanOrEqual(TICKET_DEPARTMENTS.length * 2);
    await expectTotalsRight();
  });
});
