import { createRequire } from 'node:module';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../platform/db/database.ts';
import type { SentStatement } from '../platform/db/statement-recorder.ts';
import { floorPlan, type FloorPlan, type RecordedStatement } from './floor-plan.ts';

/** node-postgres's own conversion of a value to what it sends: the floor sends the very same text. */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => unknown;
};

export interface FloorRequest {
  name: string;
  path: string;
  headers: Record<string, string>;
}

/**
 * Records what each request sends to PostgreSQL: the app as the server builds it, in this process,
 * on a pool that tells of every statement (nothing else uses that pool). Each request is made once
 * to fill the app's memory (the actor, the price list), as the server's is under load, and once
 * more recorded: what is read from memory under load is not sent then either.
 */
export async function recordFloorPlans(
  env: Record<string, string | undefined>,
  databaseUrl: string,
  sessionSecret: string,
  requests: readonly FloorRequest[],
): Promise<Record<string, FloorPlan>> {
  let tick = 0;
  let recorded: RecordedStatement[] = [];
  const connections = new Map<object, number>();
  const pending = new Set<Promise<unknown>>();
  const record = (statement: SentStatement) => {
    if (!connections.has(statement.connection)) connections.set(statement.connection, connections.size);
    const entry: RecordedStatement = {
      sql: statement.sql,
      parameters: statement.parameters.map((value) => {
        const sent = prepareValue(value);
        if (sent !== null && typeof sent !== 'string') throw new Error(`The floor cannot send ${typeof sent} values`);
        return sent;
      }),
      connection: connections.get(statement.connection)!,
      sent: (tick += 1),
      answered: Number.POSITIVE_INFINITY,
    };
    recorded.push(entry);
    const done = statement.done.then(() => {
      entry.answered = tick += 1;
      pending.delete(done);
    });
    pending.add(done);
  };
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const db = createDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2, onStatement: record });
  const app = await buildApp({ config, db, sessionSecret });
  // Until nothing is under way, the work after an answer included (a session's touch).
  const quiet = async () => {
    do {
      await Promise.all(pending);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } while (pending.size > 0);
  };
  try {
    const plans: Record<string, FloorPlan> = {};
    for (const { name, path, headers } of requests) {
      const call = () => app.inject({ method: 'GET', url: path, headers });
      await call();
      await quiet();
      recorded = [];
      const answer = await call();
      await quiet();
      if (answer.statusCode !== 200) throw new Error(`${name}: ${path} answered ${answer.statusCode} to the recorder`);
      plans[name] = floorPlan(recorded);
    }
    return plans;
  } finally {
    await app.close();
    await db.destroy();
  }
}
