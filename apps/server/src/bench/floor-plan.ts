/**
 * The floor of `npm run bench`: for each scenario, the statements one request of Sportello sends,
 * replayed by a bare `node:http` + `pg` server (floor-server.ts) with nothing else around them.
 * What separates an endpoint from its floor is Sportello's own cost.
 */

/** One statement as recorded: `sent` and `answered` are ticks of one counter, so two statements overlap when one was sent before the other was answered. */
export interface RecordedStatement {
  sql: string;
  /** As node-postgres sends them: text or null. */
  parameters: readonly (string | null)[];
  /** Which pooled connection it went on (statements of a transaction share one). */
  connection: number;
  sent: number;
  answered: number;
}

/** Statements sent one after the other on one connection: a transaction, or a single statement (any pooled connection). */
export interface FloorUnit {
  statements: { sql: string; parameters: readonly (string | null)[] }[];
}

/** Units run side by side, as the request ran them; the steps one after the other. */
export type FloorPlan = FloorUnit[][];

const BEGIN = /^\s*(begin|start transaction)\b/i;
const END = /^\s*(commit|rollback)\b/i;

/**
 * The plan that replays a request's statements as it sent them: a transaction (BEGIN to COMMIT on
 * one connection) stays on one connection, any other statement takes whichever the pool gives, and
 * what ran side by side (sent before the other was answered) runs side by side.
 */
export function floorPlan(recorded: readonly RecordedStatement[]): FloorPlan {
  const units: { statements: RecordedStatement[]; open: boolean }[] = [];
  const openOn = new Map<number, { statements: RecordedStatement[]; open: boolean }>();
  for (const statement of [...recorded].sort((a, b) => a.sent - b.sent)) {
    const transaction = openOn.get(statement.connection);
    if (transaction) {
      transaction.statements.push(statement);
      if (END.test(statement.sql)) {
        transaction.open = false;
        openOn.delete(statement.connection);
      }
      continue;
    }
    const unit = { statements: [statement], open: BEGIN.test(statement.sql) };
    if (unit.open) openOn.set(statement.connection, unit);
    units.push(unit);
  }
  const steps: FloorPlan = [];
  let stepEnd = Number.NEGATIVE_INFINITY;
  for (const unit of units) {
    const sent = unit.statements[0]!.sent;
    const answered = Math.max(...unit.statements.map((s) => s.answered));
    const plain = { statements: unit.statements.map(({ sql, parameters }) => ({ sql, parameters })) };
    if (steps.length && sent < stepEnd) steps.at(-1)!.push(plain);
    else steps.push([plain]);
    stepEnd = steps.at(-1)!.length === 1 ? answered : Math.max(stepEnd, answered);
  }
  return steps;
}

/** How many statements a plan sends. */
export function statementCount(plan: FloorPlan): number {
  return plan.flat().reduce((sum, unit) => sum + unit.statements.length, 0);
}
