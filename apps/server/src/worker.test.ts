import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from './config.ts';
import { createAppJobs } from './jobs.ts';
import { connectionOf } from './platform/db/database.ts';
import { createLogger } from './platform/logger.ts';
import { SEND_OUTBOX_JOB } from './platform/mail/outbox-job.ts';
import { enqueueMail } from './platform/mail/outbox-store.ts';
import { startSmtp } from './test-support/smtp.ts';
import { testConfig } from './test-support/test-app.ts';
import { createTestDatabase } from './test-support/test-database.ts';
import { SUBPROCESS_START_MS, SUBPROCESS_TEST_MS } from './test-support/subprocess.ts';

const onPostgres = process.env.SPORTELLO_TEST_DB === 'postgres';
const WORKER = ['--import', 'tsx', 'src/worker.ts'];
const cwd = `${REPO_ROOT}/apps/server`;

describe('npm run worker', () => {
  // Independent of the database leg: run once, in the PGlite project.
  it.skipIf(onPostgres)(
    'says why it cannot start on an embedded database another process holds',
    () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'sportello-worker-'));
      try {
        // The test runner stands for the server holding the database.
        writeFileSync(join(dataDir, 'db.lock'), String(process.pid));
        const run = spawnSync(process.execPath, WORKER, {
          cwd,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
          encoding: 'utf8',
          timeout: SUBPROCESS_START_MS,
        });
        expect(run.status).toBe(1);
        expect(run.stderr).toContain(`is in use by process ${process.pid}`);
        expect(run.stderr).toContain('`npm run worker` is for PostgreSQL');
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    SUBPROCESS_TEST_MS,
  );

  it.runIf(onPostgres)(
    'runs the jobs a web-only process enqueues, and stops on SIGTERM',
    async () => {
      const database = await createTestDatabase('migrated');
      const smtp = await startSmtp();
      const connection = connectionOf(database.db);
      if (connection.kind !== 'postgres') throw new Error('the postgres project makes PostgreSQL databases');
      const worker = spawn(process.execPath, WORKER, {
        cwd,
        env: {
          ...process.env,
          DATABASE_URL: connection.url,
          SMTP_URL: smtp.url,
          LOG_LEVEL: 'info',
          LOG_FORMAT: 'json',
        },
      });
      let output = '';
      worker.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => worker.on('exit', (code) => resolve(code)));
      const web = createAppJobs({
        config: testConfig({ smtpUrl: smtp.url, worker: false }),
        db: database.db,
        log: createLogger({ logLevel: 'silent', logFormat: 'json' }),
        work: false,
      });
      try {
        await vi.waitFor(() => expect(output).toContain('worker running'), {
          timeout: SUBPROCESS_START_MS,
          interval: 100,
        });
        await web.start();
        await database.db.transaction().execute(async (trx) => {
          await enqueueMail(trx, {
            to: 'dal-worker@x.example',
            subject: 'Prova',
            text: 't',
            html: '<p>t</p>',
            template: 'test',
            language: 'it',
          });
          await web.enqueue(SEND_OUTBOX_JOB, {}, { trx });
        });
        await vi.waitFor(() => expect(smtp.received.flatMap((m) => m.to)).toEqual(['dal-worker@x.example']), {
          timeout: 15_000,
          interval: 100,
        });
        worker.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(output).toContain('worker shutting down');
      } finally {
        worker.kill('SIGKILL');
        await web.stop();
        await smtp.close();
        await database.drop();
      }
    },
    SUBPROCESS_TEST_MS,
  );
});
