import { describe, expect, it } from 'vitest';
import { floorPlan, statementCount, type RecordedStatement } from './floor-plan.ts';

const statement = (sql: string, connection: number, sent: number, answered: number): RecordedStatement => ({
  sql,
  parameters: sql.includes('$1') ? ['7'] : [],
  connection,
  sent,
  answered,
});
const texts = (plan: ReturnType<typeof floorPlan>) =>
  plan.map((step) => step.map((u) => u.statements.map((s) => s.sql)));

describe("the floor's plan of a request", () => {
  it('sends statements one after the other as the request did, each on any pooled connection', () => {
    const plan = floorPlan([
      statement('select * from sessions where id = $1', 0, 1, 2),
      statement('select * from users where company = $1', 1, 3, 4),
    ]);
    expect(texts(plan)).toEqual([
      [['select * from sessions where id = $1']],
      [['select * from users where company = $1']],
    ]);
    expect(plan[0]![0]!.statements[0]!.parameters).toEqual(['7']);
    expect(statementCount(plan)).toBe(2);
  });

  it('keeps a transaction on one connection and runs side by side what the request ran side by side', () => {
    const plan = floorPlan([
      statement('begin', 0, 1, 2),
      statement('select a from t where id = $1', 0, 3, 6),
      statement('select count(*) from u', 1, 4, 5),
      statement('commit', 0, 7, 8),
      statement('select b from v', 0, 9, 10),
    ]);
    expect(texts(plan)).toEqual([
      [['begin', 'select a from t where id = $1', 'commit'], ['select count(*) from u']],
      [['select b from v']],
    ]);
  });

  it('has nothing to send for a request answered from memory', () => {
    expect(floorPlan([])).toEqual([]);
  });
});
