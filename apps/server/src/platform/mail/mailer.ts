import type { Language } from '@sportello/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../db/database.ts';
import { resolveBrand } from '../settings/brand.ts';
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

/**
 * Renders a template in the recipient's language with the brand and puts it in
 * the outbox; the sender (SMTP_URL) delivers it. Pass the transaction that
 * makes the change the mail tells about as `db`. Without SMTP_URL the mail is
 * also written to the log, so a developer can follow its link.
 */
export async function queueMail(
  app: FastifyInstance,
  to: string,
  language: Language,
  content: MailContent,
  db: Db = app.db,
): Promise<QueuedMail> {
  const brand = await resolveBrand(db, app.config.brand);
  const rendered = renderMail(to, content, { brand, baseUrl: portalBaseUrl(app.config), language });
  const id = await enqueueMail(db, { to, ...rendered, template: content.template, language });
  if (app.config.smtpUrl) {
    app.log.info({ outbox_id: id, template: content.template }, 'e-mail queued');
  } else {
    app.log.info(
      { outbox_id: id, to, subject: rendered.subject, text: rendered.text },
      'e-mail kept in the outbox (no SMTP_URL)',
    );
  }
  return { id, subject: rendered.subject };
}
