import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppJobs } from './jobs.ts';
import { HOUSEKEEPING_JOB } from './housekeeping.ts';
import { BILLING_DAY_JOB, billingDayJob } from './modules/billing/index.ts';
import { REFUNDS_JOB } from './modules/ledger/index.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import { createLogger } from './platform/logger.ts';
import { queueMail } from './platform/mail/mailer.ts';
import { SEND_OUTBOX_JOB } from './platform/mail/outbox-job.ts';
import { enqueueMail, OUTBOX_KEEP_MS } from './platform/mail/outbox-store.ts';
import { startSmtp } from './test-support/smtp.ts';
import { buildTestApp, type TestApp } from './test-support/test-app.ts';

const log = createLogger({ logLevel: 'silent', logFormat: 'json' });
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let jobs: JobQueue;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp(
    { smtpUrl: smtp.url },
    {
      jobs: (db, config) =>
        (jobs = createAppJobs({ config, db, log, work: true, tuning: { pollSeconds: 0.5, scheduleCheckSeconds: 1 } })),
    },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the application’s jobs', () => {
  it('declare their schedules: housekeeping every hour, the billing run every morning, refunds every five minutes, the outbox every minute', async () => {
    const schedules = await jobs.schedules();
    expect(schedules.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: BILLING_DAY_JOB, cron: '0 5 * * *' },
      { name: HOUSEKEEPING_JOB, cron: '0 * * * *' },
      { name: REFUNDS_JOB, cron: '*/5 * * * *' },
      { name: SEND_OUTBOX_JOB, cron: '* * * * *' },
    ]);
  });

  it('leave the billing run off the clock with BILLING_RUN=0, still ready to run when enqueued', () => {
    const off = billingDayJob(t.db, { ...t.config, billingRun: false }, log);
    expect(off.schedule).toBeUndefined();
    expect(off.name).toBe(BILLING_DAY_JOB);
    expect(billingDayJob(t.db, t.config, log).schedule).toBe('0 5 * * *');
  });

  it('send a mail a use case queued, once its transaction commits', async () => {
    const id = await t.db.transaction().execute(async (trx) => {
      const queued = await queueMail(
        t.app,
        'lavoro@x.example',
        'it',
        { template: 'signin_link', username: 'anna', token: 'tok-j', validMinutes: 60 },
        trx,
      );
      return queued.id;
    });
    await vi.waitFor(() => expect(smtp.received.flatMap((m) => m.to)).toContain('lavoro@x.example'), {
      timeout: 10_000,
      interval: 50,
    });
    // The SMTP server has the mail a moment before the sender records it as sent.
    await vi.waitFor(
      async () => {
        const row = await t.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        expect(row.sent_at).toBeInstanceOf(Date);
        expect(row.attempts).toBe(1);
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it('run the housekeeping', async () => {
    const old = await enqueueMail(
      t.db,
      { to: 'vecchia@x.example', subject: 'Vecchia', text: 't', html: '<p>t</p>', template: 'test', language: 'it' },
      new Date(Date.now() - OUTBOX_KEEP_MS - 60_000),
    );
    await jobs.enqueue(HOUSEKEEPING_JOB);
    await vi.waitFor(
      async () =>
        expect(await t.db.selectFrom('outbox').select('id').where('id', '=', old).executeTakeFirst()).toBeUndefined(),
      { timeout: 10_000, interval: 100 },
    );
  });
});

describe('stopping the application’s jobs', () => {
  it('does not wait on a stalled SMTP server beyond a few seconds', async () => {
    const stalled = await startSmtp({ stall: true });
    let stalledJobs: JobQueue | undefined;
    const other = await buildTestApp(
      { smtpUrl: stalled.url },
      {
        seed: false,
        jobs: (db, config) =>
          (stalledJobs = createAppJobs({ config, db, log, work: true, tuning: { pollSeconds: 0.5 } })),
      },
    );
    try {
      await enqueueMail(other.db, {
        to: 'ferma@x.example',
        subject: 'Prova',
        text: 'Testo',
        html: '<p>Testo</p>',
        template: 'test',
        language: 'it',
      });
      await stalledJobs!.enqueue(SEND_OUTBOX_JOB);
      await vi.waitFor(() => expect(stalled.stalled.count).toBe(1), { timeout: 15_000, interval: 50 });
      const stopping = Date.now();
      await stalledJobs!.stop();
      expect(Date.now() - stopping).toBeLessThan(10_000);
    } finally {
      await other.close();
      await stalled.close();
    }
  }, 60_000);
});
