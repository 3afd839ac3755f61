import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from './config.ts';
import { connectionOf } from './platform/db/database.ts';
import { serverBundle, SUBPROCESS_START_MS, SUBPROCESS_TEST_MS } from './test-support/subprocess.ts';
import { createTestDatabase } from './test-support/test-database.ts';

const onPostgres = process.env.SPORTELLO_TEST_DB === 'postgres';

/** The processes a process has started, from /proc. */
function childrenOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
}

/** A GET on a connection of its own (no keep-alive): Node hands each new connection to the next web process. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

describe('WEB_PROCESSES', () => {
  it.runIf(onPostgres)(
    'serves one port from several processes, replaces one that dies, and stops them all on SIGTERM',
    async () => {
      const database = await createTestDatabase('migrated');
      const connection = connectionOf(database.db);
      if (connection.kind !== 'postgres') throw new Error('the postgres project makes PostgreSQL databases');
      const server = spawn(process.execPath, [await serverBundle()], {
        cwd: `${REPO_ROOT}/apps/server`,
        env: {
          ...process.env,
          DATABASE_URL: connection.url,
          DEMO: '0',
          PORT: '0',
          WEB_PROCESSES: '2',
          LOG_LEVEL: 'info',
          LOG_FORMAT: 'json',
          SESSION_SECRET: 's'.repeat(40),
        },
      });
      let output = '';
      server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
      const answeredBy = () =>
        new Set(
          output
            .split('\n')
            .filter((line) => line.includes('"url":"/api/missing"'))
            .map((line) => (JSON.parse(line) as { pid: number }).pid),
        );
      try {
        await vi.waitFor(() => expect(output).toMatch(/running at http:\/\/localhost:\d+/), {
          timeout: SUBPROCESS_START_MS,
          interval: 100,
        });
        expect(output).toContain('Web processes: 2');
        const base = output.match(/running at (http:\/\/localhost:\d+)/)![1]!.replace('localhost', '127.0.0.1');
        const first = childrenOf(server.pid!);
        expect(first).toHaveLength(2);

        for (let i = 0; i < 8; i++) expect(await getOnNewConnection(`${base}/api/missing`)).toBe(404);
        // The log is written in gathered pieces: it says who answered within a quarter second.
        await vi.waitFor(() => expect([...answeredBy()].sort()).toEqual([...first].sort()), {
          timeout: 5_000,
          interval: 50,
        });

        process.kill(first[0]!, 'SIGKILL');
        await vi.waitFor(() => expect(childrenOf(server.pid!).filter((pid) => pid !== first[0])).toHaveLength(2), {
          timeout: 30_000,
          interval: 100,
        });
        expect(output).toContain('a web process stopped; starting another');
        const replacement = childrenOf(server.pid!).find((pid) => !first.includes(pid))!;
        await vi.waitFor(
          async () => {
            expect(await getOnNewConnection(`${base}/api/missing`)).toBe(404);
            expect(answeredBy()).toContain(replacement);
          },
          { timeout: 30_000, interval: 100 },
        );

        server.kill('SIGTERM');
        expect(await exited).toBe(0);
        for (const pid of [first[1]!, replacement]) expect(() => process.kill(pid, 0)).toThrow();
      } finally {
        server.kill('SIGKILL');
        await database.drop();
      }
    },
    SUBPROCESS_TEST_MS,
  );
});
