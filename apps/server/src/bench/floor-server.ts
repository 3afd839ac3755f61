// The floor of `npm run bench` (floor-plan.ts): a bare `node:http` server with a `pg` pool that
// answers GET /<scenario> by sending that scenario's recorded statements and the JSON of their rows.
// As many processes and connections as Sportello's web processes, and named prepared statements
// as Sportello sends them: the same SQL and the same pool, no framework. Run by bench.ts only.
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';
import type { FloorPlan, FloorUnit } from './floor-plan.ts';

export interface FloorServerSetup {
  url: string;
  host: string;
  port: number;
  processes: number;
  poolSize: number;
  plans: Record<string, FloorPlan>;
}

const setup = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as FloorServerSetup;

if (cluster.isPrimary && setup.processes > 1) {
  for (let i = 0; i < setup.processes; i += 1) cluster.fork();
} else {
  const pool = new pg.Pool({ connectionString: setup.url, max: setup.poolSize });
  const names = new Map<string, string>();
  const query = (client: pg.Pool | pg.PoolClient, { sql, parameters }: FloorUnit['statements'][number]) => {
    if (!parameters.length) return client.query(sql);
    let name = names.get(sql);
    if (name === undefined) names.set(sql, (name = `floor_${names.size}`));
    return client.query({ name, text: sql, values: parameters as (string | null)[] });
  };
  const run = async (unit: FloorUnit): Promise<unknown[][]> => {
    if (unit.statements.length === 1) return [(await query(pool, unit.statements[0]!)).rows];
    const client = await pool.connect();
    try {
      const rows: unknown[][] = [];
      for (const statement of unit.statements) rows.push((await query(client, statement)).rows);
      return rows;
    } finally {
      client.release();
    }
  };
  createServer((request, response) => {
    const plan = setup.plans[(request.url ?? '').slice(1)];
    if (!plan) {
      // `/` answers that the server is up.
      response.writeHead(request.url === '/' ? 200 : 404).end();
      return;
    }
    void (async () => {
      const rows: unknown[][] = [];
      for (const step of plan) for (const answer of await Promise.all(step.map(run))) rows.push(...answer);
      return rows;
    })().then(
      (rows) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(rows.filter((r) => r.length)));
      },
      (error: Error) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(error.message);
      },
    );
  }).listen(setup.port, setup.host);
}
