import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/database.ts';
import { errorChain } from '../error-chain.ts';
import type { Brand } from '@sportello/domain';
import { resolveBrand, type BrandOverrides } from '../settings/brand.ts';
import { claimDueMail, markMailFailed, markMailSent, releaseMail, type OutboxRow } from './outbox-store.ts';

export interface MailSenderOptions {
  db: Db;
  smtpUrl: string;
  /** MAIL_FROM; default: the brand name with no-reply@ the brand's support host. */
  from?: string | undefined;
  brandOverrides: BrandOverrides;
  log: FastifyBaseLogger;
  batchSize?: number;
  /** How long a taken row stays reserved for this sender; one send may take a fifth of it. */
  leaseMs?: number;
  /** How long `stop` lets a send under way finish before cutting it. */
  stopGraceMs?: number;
  maxAttempts?: number;
  /** Older mails are given up rather than sent late (their links have expired by then). */
  maxAgeMs?: number;
}

export interface SendReport {
  sent: number;
  failed: number;
}

export interface MailSender {
  /** One pass: takes up to batchSize due mails and sends them. */
  runOnce(now?: Date): Promise<SendReport>;
  /** Passes until no due mail is left (what the mail.send-outbox job runs). */
  drain(): Promise<SendReport>;
  /**
   * Takes no more mail: the rows of a batch not yet tried are left due, and a send under way has
   * stopGraceMs to finish before it is cut (and retried later, like any failed send).
   */
  stop(): void;
  /** Closes the SMTP connection. */
  close(): void;
}

const MINUTE_MS = 60_000;
export const MAIL_RETRY = { firstDelayMs: MINUTE_MS, maxDelayMs: 6 * 60 * MINUTE_MS, maxAttempts: 10 } as const;

/** After the n-th failed attempt: 1, 2, 4, … minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAIL_RETRY.firstDelayMs * 2 ** Math.max(0, attempts - 1), MAIL_RETRY.maxDelayMs);
}

/**
 * Delivers the outbox over SMTP (DESIGN §3). Any number of processes may run
 * it at once: rows are taken with FOR UPDATE SKIP LOCKED and leased, so a mail
 * is sent by one process only; a failure is retried with exponential backoff.
 */
export function createMailSender(options: MailSenderOptions): MailSender {
  const {
    db,
    log,
    batchSize = 20,
    leaseMs = 5 * MINUTE_MS,
    stopGraceMs = 5_000,
    maxAttempts = MAIL_RETRY.maxAttempts,
    maxAgeMs = 48 * 60 * MINUTE_MS,
  } = options;
  // nodemailer waits up to 2 minutes to connect and 10 minutes for a silent server: a stalled SMTP
  // server would hold a row past its lease, another sender would take it, and the mail could leave
  // twice. Each send gets a fifth of the lease, all told; the URL's own settings still win.
  const sendLimitMs = Math.floor(leaseMs / 5);
  // nodemailer loads at the first mail, not at every start of the server.
  let transport: Promise<Transporter> | undefined;
  const connect = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: sendLimitMs,
        greetingTimeout: sendLimitMs,
        socketTimeout: sendLimitMs,
      }),
    ));
  let stopped = false;
  const cut = new AbortController();
  let cutTimer: NodeJS.Timeout | undefined;

  const sender = (brand: Brand) =>
    options.from ?? { name: brand.name, address: `no-reply@${brand.support_host ?? 'localhost'}` };

  async function deliver(row: OutboxRow, brand: Brand): Promise<string | null> {
    const info = await (await connect()).sendMail({
      from: sender(brand),
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      ...(brand.support_email ? { replyTo: brand.support_email } : {}),
      headers: { 'Content-Language': row.language },
      ...(row.attachments
        ? {
            attachments: row.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: Buffer.from(a.content, 'base64'),
            })),
          }
        : {}),
      signal: AbortSignal.any([cut.signal, AbortSignal.timeout(sendLimitMs)]),
    });
    return typeof info.messageId === 'string' ? info.messageId : null;
  }

  async function runOnce(now = new Date()): Promise<SendReport> {
    const report: SendReport = { sent: 0, failed: 0 };
    if (stopped) return report;
    const rows = await claimDueMail(db, now, batchSize, leaseMs);
    if (rows.length === 0) return report;
    const leaseEnds = now.getTime() + leaseMs;
    const brand = await resolveBrand(db, options.brandOverrides);
    for (const [index, row] of rows.entries()) {
      // A send begins only while it, and writing down how it went, fit well within the lease (another
      // sender may take the row once it ends): the rows left are due again now.
      if (stopped || Date.now() + 2 * sendLimitMs > leaseEnds) {
        await releaseMail(
          db,
          rows.slice(index).map((r) => r.id),
          new Date(),
        );
        break;
      }
      if (now.getTime() - row.created_at.getTime() > maxAgeMs) {
        await markMailFailed(db, row.id, 'expired: too old to send', null);
        report.failed += 1;
        continue;
      }
      try {
        const messageId = await deliver(row, brand);
        await markMailSent(db, row.id, messageId, new Date());
        report.sent += 1;
        log.info({ outbox_id: row.id, template: row.template }, 'e-mail sent');
      } catch (error) {
        const giveUp = row.attempts >= maxAttempts;
        const next = giveUp ? null : new Date(Date.now() + retryDelayMs(row.attempts));
        await markMailFailed(db, row.id, errorChain(error), next);
        report.failed += 1;
        log.warn({ outbox_id: row.id, attempts: row.attempts, retry_at: next, err: error }, 'e-mail not sent');
      }
    }
    return report;
  }

  async function drain(): Promise<SendReport> {
    const total: SendReport = { sent: 0, failed: 0 };
    // Every row a pass takes leaves the due set (sent, leased or retried later), so this ends.
    for (;;) {
      const report = await runOnce();
      total.sent += report.sent;
      total.failed += report.failed;
      if (report.sent + report.failed < batchSize) return total;
    }
  }

  function stop(): void {
    if (stopped) return;
    stopped = true;
    cutTimer = setTimeout(() => cut.abort(new Error('the server is stopping')), stopGraceMs);
    cutTimer.unref();
  }

  function close(): void {
    clearTimeout(cutTimer);
    void transport?.then((opened) => opened.close());
  }

  return { runOnce, drain, stop, close };
}
