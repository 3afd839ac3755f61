import type { Language } from '@sportello/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../db/database.ts';
import type { MailAttachment } from '../db/schema.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { resolveBrand } from '../settings/brand.ts';
import { SEND_OUTBOX_JOB } from './outbox-job.ts';
import { enqueueMail } from './outbox-store.ts';
import { renderMail, type MailContent } from './templates.ts';

/**
 * Where the links in e-mails point: PUBLIC_URL, else this server on localhost.
 * Never the request's Host header — anyone could set that, and a reset link
 * pointing at their host would hand them the token.
 */
export function portalBaseUrl(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl;
  const wildcardOrLoopback = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(config.host);
  const host = wildcardOrLoopback ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

export interface QueuedMail {
  id: number;
  subject: string;
}

/** What queueing a mail needs: the app itself, or a use case's context. */
export interface MailDeps {
  config: Config;
  log: FastifyBaseLogger;
  /** Where the send job goes; none in processes that run no jobs (the per-minute schedule sends). */
  jobs?: JobQueue | null;
}

/**
 * Renders a template in the recipient's language with the brand and puts it in
 * the outbox; with SMTP_URL it also enqueues the mail.send-outbox job, which
 * delivers it. Pass the transaction that makes the change the mail tells about
 * as `db`: the mail and the job commit with it. Without SMTP_URL the mail is
 * also written to the log, so a developer can follow its link.
 */
export async function queueMail(
  app: MailDeps & { db?: Db },
  to: string,
  language: Language,
  content: MailContent,
  db: Db | undefined = app.db,
  attachments?: readonly MailAttachment[],
): Promise<QueuedMail> {
  if (!db) throw new Error('queueMail needs a database');
  const brand = await resolveBrand(db, app.config.brand);
  const rendered = renderMail(to, content, { brand, baseUrl: portalBaseUrl(app.config), language });
  const id = await enqueueMail(db, { to, ...rendered, template: content.template, language, attachments });
  if (app.config.smtpUrl) {
    await app.jobs?.enqueue(SEND_OUTBOX_JOB, {}, { trx: db });
    app.log.info({ outbox_id: id, template: content.template }, 'e-mail queued');
  } else {
    app.log.info(
      { outbox_id: id, to, subject: rendered.subject, text: rendered.text },
      'e-mail kept in the outbox (no SMTP_URL)',
    );
  }
  return { id, subject: rendered.subject };
}
