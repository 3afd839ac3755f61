import type { JobDefinition } from '../jobs/job-queue.ts';
import type { MailSender } from './sender.ts';

export const SEND_OUTBOX_JOB = 'mail.send-outbox';

/**
 * Sends what the outbox holds. queueMail enqueues it with the mail, so a mail leaves within a
 * poll of its transaction's commit; the schedule each minute picks up retries that came due and
 * leases that ran out. The outbox stays the record of each mail: the job only says "drain now",
 * so any number of these jobs may run at once.
 */
export function sendOutboxJob(sender: MailSender): JobDefinition {
  return {
    name: SEND_OUTBOX_JOB,
    schedule: '* * * * *',
    // A failed drain (the database, not a mail: mails keep their own retries) tries again soon.
    retry: { limit: 3, delaySeconds: 10, backoff: true, maxDelaySeconds: 60 },
    // One drain serves every mail queued meanwhile.
    batchSize: 50,
    handle: async () => {
      await sender.drain();
    },
  };
}
