import { LANGUAGES } from '@sportello/domain';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_BRAND } from '../../demo/seed.ts';
import { TestBrowser } from '../../test-support/browser.ts';
import { startSmtp } from '../../test-support/smtp.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { Brand } from '@sportello/domain';
import { writeSetting } from '../settings/settings-store.ts';
import { escapeHtml, linkifyText } from './html.ts';
import { portalBaseUrl, queueMail } from './mailer.ts';
import { enqueueMail, type OutboxRow } from './outbox-store.ts';
import { createMailSender, retryDelayMs } from './sender.ts';
import { MAIL_TEMPLATES, renderMail, type MailContent } from './templates.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { racing: true });
});
afterAll(() => t.close());

const BASE = 'https://area.provider.example';
const brand: Brand = { ...DEMO_BRAND, name: 'Acme <Hosting> & Co', support_email: 'help@acme.example' };

const SAMPLES: Record<(typeof MAIL_TEMPLATES)[number], MailContent> = {
  address_confirmation: {
    template: 'address_confirmation',
    username: 'anna@x.example',
    token: 'tok-1',
    validHours: 48,
  },
  signin_link: { template: 'signin_link', username: 'anna', token: 'tok-2', validMinutes: 60 },
  invitation: { template: 'invitation', company: 'Rossi <b>Arredamenti</b>', antk: 'key-3' },
  access_request: {
    template: 'access_request',
    company: 'Rossi & C.',
    username: 'luca',
    email: 'luca@x.example',
    aid: 7,
    uid: 12,
    tok: 'tok-4',
  },
  email_change_confirmation: {
    template: 'email_change_confirmation',
    username: 'anna',
    email: 'anna@new.example',
    token: 'tok-5',
    validHours: 48,
  },
  email_change_notice: { template: 'email_change_notice', username: 'anna', email: 'anna@new.example', validHours: 48 },
  ticket_reply: {
    template: 'ticket_reply',
    company: 'Rossi <b>Arredamenti</b>',
    ticketId: 42,
    titolo: 'Sito <i>lento</i>',
  },
  ticket_customer_activity: {
    template: 'ticket_customer_activity',
    company: 'Rossi <b>Arredamenti</b>',
    ticketId: 42,
    titolo: 'Sito <i>lento</i>',
    author: 'Mario <u>Rossi</u>',
    opened: true,
  },
  new_opportunity: {
    template: 'new_opportunity',
    company: 'Alpi <b>Digital</b>',
    project: 'Sito <i>nuovo</i>',
    until: '05/01/2027',
  },
  offer: {
    template: 'offer',
    company: 'Rossi <b>Arredamenti</b>',
    offerId: 41,
    titolo: 'Sito <i>nuovo</i>',
    sender: 'Alpi & Co',
  },
  payment_reminder_before: {
    template: 'payment_reminder_before',
    company: 'Rossi <b>Arredamenti</b>',
    invoiceNr: 'BBW-2026-00042',
    amount: '122,00 €',
    dueDate: '31/12/2026',
  },
  payment_reminder_after: {
    template: 'payment_reminder_after',
    company: 'Rossi <b>Arredamenti</b>',
    invoiceNr: 'BBW-2026-00042',
    amount: '122,00 €',
    dueDate: '31/12/2026',
  },
  request_decided: {
    template: 'request_decided',
    company: 'Rossi <b>Arredamenti</b>',
    request: 'approvals',
    accepted: false,
    reason: 'Partita <i>IVA</i> non valida',
  },
};

describe('mail templates', () => {
  it.each(LANGUAGES)('renders every template in %s, with the brand, the link and a footer', (language) => {
    const subjects = new Set<string>();
    for (const template of MAIL_TEMPLATES) {
      const mail = renderMail('anna@x.example', SAMPLES[template], { brand, baseUrl: BASE, language });
      expect(mail.subject.endsWith(' — Acme <Hosting> & Co')).toBe(true);
      expect(mail.text).toContain(`${BASE}/`);
      expect(mail.text).toContain('help@acme.example');
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(mail.html).toContain('Acme &lt;Hosting&gt; &amp; Co');
      expect(mail.html).not.toContain('<Hosting>');
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(MAIL_TEMPLATES.length);
  });

  it('builds each link from the route table', () => {
    const link = (template: keyof typeof SAMPLES) =>
      /https?:\/\/\S+/.exec(
        renderMail('anna@x.example', SAMPLES[template], { brand, baseUrl: BASE, language: 'it' }).text,
      )?.[0];
    expect(link('address_confirmation')).toBe(`${BASE}/api/auth/confirm?token=tok-1`);
    expect(link('signin_link')).toBe(`${BASE}/auth/login?username=anna&token=tok-2&ref=%2Freset_password`);
    expect(link('invitation')).toBe(`${BASE}/auth/accept-invite/key-3`);
    expect(link('access_request')).toBe(`${BASE}/auth/authorize-user/7;12;tok-4`);
    expect(link('email_change_confirmation')).toBe(`${BASE}/profile?mail_token=tok-5`);
    expect(link('email_change_notice')).toBe(`${BASE}/profile`);
    expect(link('ticket_customer_activity')).toBe(`${BASE}/staff/tickets/42`);
    const withInvite = renderMail('a@x.example', { ...SAMPLES.address_confirmation, antk: 'k 5' } as MailContent, {
      brand,
      baseUrl: BASE,
      language: 'it',
    });
    expect(withInvite.text).toContain(`${BASE}/api/auth/confirm?token=tok-1&antk=k+5`);
  });

  it('offers a sign-up link with the invite to people without an account', () => {
    const mail = renderMail('new@x.example', SAMPLES.invitation, { brand, baseUrl: BASE, language: 'it' });
    const signup = `${BASE}/auth/signup?antk=key-3&email=new%40x.example`;
    expect(mail.text).toContain(`Registrati con questo indirizzo email: ${signup}`);
    expect(mail.html).toContain(`<a href="${signup.replace('&', '&amp;')}">${signup.replace('&', '&amp;')}</a>`);
  });

  it('escapes every value in the HTML part and keeps the subject on one line', () => {
    const mail = renderMail(
      'a@x.example',
      { ...SAMPLES.invitation, company: 'Evil\r\nBcc: x@y <script>alert(1)</script>' } as MailContent,
      {
        brand,
        baseUrl: BASE,
        language: 'en',
      },
    );
    expect(mail.subject).toBe('Invitation to access Evil Bcc: x@y <script>alert(1)</script> — Acme <Hosting> & Co');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.text).toContain('Evil\r\nBcc: x@y <script>alert(1)</script> has invited you');
  });

  it('speaks the language asked for', () => {
    const subject = (language: (typeof LANGUAGES)[number]) =>
      renderMail('a@x.example', SAMPLES.access_request, { brand, baseUrl: BASE, language }).subject;
    expect(subject('it')).toBe('Richiesta di accesso a Rossi & C. — Acme <Hosting> & Co');
    expect(subject('en')).toBe('Access request for Rossi & C. — Acme <Hosting> & Co');
    expect(subject('de')).toBe('Zugriffsanfrage für Rossi & C. — Acme <Hosting> & Co');
    expect(subject('fr')).toBe("Demande d'accès à Rossi & C. — Acme <Hosting> & Co");
  });
});

describe('links and escaping', () => {
  it('point at PUBLIC_URL, else at this server on localhost — never at a Host header', () => {
    expect(portalBaseUrl({ publicUrl: 'https://area.example', host: '0.0.0.0', port: 80 })).toBe(
      'https://area.example',
    );
    expect(portalBaseUrl({ publicUrl: undefined, host: '127.0.0.1', port: 3000 })).toBe('http://localhost:3000');
    expect(portalBaseUrl({ publicUrl: undefined, host: '0.0.0.0', port: 8080 })).toBe('http://localhost:8080');
    expect(portalBaseUrl({ publicUrl: undefined, host: 'portal.lan', port: 3000 })).toBe('http://portal.lan:3000');
  });

  it('escape text and turn addresses into links', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(linkifyText('go to https://x.example/a?b=1&c=2 <now>')).toBe(
      'go to <a href="https://x.example/a?b=1&amp;c=2">https://x.example/a?b=1&amp;c=2</a> &lt;now&gt;',
    );
    expect(linkifyText('javascript:alert(1)')).toBe('javascript:alert(1)');
  });
});

describe('queueMail', () => {
  it('renders with the stored brand in the recipient’s language and puts it in the outbox, due now', async () => {
    const { id, subject } = await queueMail(t.app, 'queue@x.example', 'en', SAMPLES.signin_link);
    expect(subject).toBe('Your sign-in link — Nuvolaria Hosting (demo)');
    const row = await t.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      to_address: 'queue@x.example',
      template: 'signin_link',
      language: 'en',
      attempts: 0,
      sent_at: null,
      last_error: null,
    });
    expect(row.next_attempt_at?.getTime()).toBe(row.created_at.getTime());
    expect(row.text_body).toContain('http://localhost:');
    expect(row.text_body).toContain('assistenza@nuvolaria.example');
  });
});

describe('GET /dev/mailbox', () => {
  it('lists the latest mails in demo mode, escaped, with clickable links', async () => {
    await queueMail(t.app, 'box@x.example', 'it', {
      ...SAMPLES.invitation,
      company: '<img src=x onerror=alert(1)>',
    } as MailContent);
    const response = await new TestBrowser(t.app).get('/dev/mailbox');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('box@x.example');
    expect(response.body).not.toContain('<img src=x');
    expect(response.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(response.body).toMatch(/<a href="http:\/\/localhost:\d+\/auth\/accept-invite\/key-3">/);
    expect(response.body).toContain('in the outbox');
  });

  it('keeps one recipient with ?to=', async () => {
    await queueMail(t.app, 'only@x.example', 'it', SAMPLES.signin_link);
    const response = await new TestBrowser(t.app).get('/dev/mailbox?to=ONLY@x.example');
    expect(response.body).toContain('only@x.example');
    expect(response.body).not.toContain('box@x.example');
  });

  it('does not exist for a client on another machine, nor for one a proxy relays, whatever TRUST_PROXY says', async () => {
    await queueMail(t.app, 'remote@x.example', 'it', SAMPLES.signin_link);
    const proxied = await t.sibling({ trustProxy: 'loopback' });
    const refused = [
      await new TestBrowser(t.app, '198.51.100.9').get('/dev/mailbox'),
      await new TestBrowser(t.app, '::ffff:198.51.100.9').get('/dev/mailbox'),
      await new TestBrowser(t.app, '2001:db8::9').get('/dev/mailbox'),
      // A proxy on this machine connects from loopback for whoever is behind it…
      await new TestBrowser(proxied).get('/dev/mailbox', { headers: { 'x-forwarded-for': '203.0.113.9' } }),
      await new TestBrowser(t.app).get('/dev/mailbox', { headers: { forwarded: 'for=203.0.113.9' } }),
      await new TestBrowser(t.app).get('/dev/mailbox', { headers: { 'x-real-ip': '203.0.113.9' } }),
      // …and a remote client cannot pass for a local one by naming loopback itself.
      await new TestBrowser(proxied, '198.51.100.9').get('/dev/mailbox', {
        headers: { 'x-forwarded-for': '127.0.0.1' },
      }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('remote@x.example');
    }
    for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await new TestBrowser(proxied, local).get('/dev/mailbox')).statusCode).toBe(200);
    }
  });

  it('does not exist outside demo mode', async () => {
    const production = await t.sibling({ demo: false });
    const response = await new TestBrowser(production).get('/dev/mailbox');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Risorsa non trovata' });
    await writeSetting(t.db, 'demo', false);
    try {
      expect((await new TestBrowser(t.app).get('/dev/mailbox')).statusCode).toBe(404);
    } finally {
      await writeSetting(t.db, 'demo', true);
    }
  });
});

/** RFC 2047 words and quoted-printable, enough to read back what nodemailer wrote. */
function header(raw: string, name: string): string {
  const unfolded = raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
  const line = unfolded.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`)) ?? '';
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}
const body = (raw: string) =>
  raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
const row = (id: number): Promise<OutboxRow> =>
  t.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mail = (to: string) => ({
  to,
  subject: `Prova — ${to}`,
  text: 'Testo https://x.example/a?b=1',
  html: '<p>Testo</p>',
  template: 'test',
  language: 'it' as const,
});

describe('the SMTP sender', () => {
  beforeEach(async () => {
    await t.db.deleteFrom('outbox').execute();
  });

  it('delivers a pending mail over SMTP and marks it sent', async () => {
    const smtp = await startSmtp();
    const sender = createMailSender({ db: t.db, smtpUrl: smtp.url, brandOverrides: {}, log: silent });
    try {
      const { id } = await queueMail(t.app, 'cliente@x.example', 'it', SAMPLES.signin_link);
      expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message!.to).toEqual(['cliente@x.example']);
      expect(message!.from).toBe('no-reply@nuvolaria.example');
      expect(header(message!.raw, 'Subject')).toBe('Il tuo link di accesso — Nuvolaria Hosting (demo)');
      expect(header(message!.raw, 'From')).toBe('"Nuvolaria Hosting (demo)" <no-reply@nuvolaria.example>');
      expect(header(message!.raw, 'Reply-To')).toBe('assistenza@nuvolaria.example');
      expect(header(message!.raw, 'Content-Language')).toBe('it');
      expect(message!.raw).toContain('multipart/alternative');
      expect(body(message!.raw)).toContain('/auth/login?username=anna&token=tok-2&ref=%2Freset_password');

      const sent = await row(id);
      expect(sent.sent_at).toBeInstanceOf(Date);
      expect(sent).toMatchObject({ attempts: 1, next_attempt_at: null, last_error: null });
      expect(header(message!.raw, 'Message-ID')).toBe(sent.message_id);
      expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      sender.close();
      await smtp.close();
    }
  });

  it('uses MAIL_FROM when set', async () => {
    const smtp = await startSmtp();
    const sender = createMailSender({
      db: t.db,
      smtpUrl: smtp.url,
      from: 'Portale <portale@provider.example>',
      brandOverrides: {},
      log: silent,
    });
    try {
      await enqueueMail(t.db, mail('a@x.example'));
      await sender.runOnce();
      expect(smtp.received[0]!.from).toBe('portale@provider.example');
    } finally {
      sender.close();
      await smtp.close();
    }
  });

  it('retries a refused mail later, with growing delays, and gives up in the end', async () => {
    const smtp = await startSmtp({ reject: true });
    const sender = createMailSender({ db: t.db, smtpUrl: smtp.url, brandOverrides: {}, log: silent, maxAttempts: 2 });
    try {
      const id = await enqueueMail(t.db, mail('rifiuto@x.example'));
      expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
      const first = await row(id);
      expect(first).toMatchObject({ attempts: 1, sent_at: null });
      expect(first.last_error).toContain('mailbox unavailable');
      const delay = (first.next_attempt_at?.getTime() ?? 0) - Date.now();
      expect(delay).toBeGreaterThan(55_000);
      expect(delay).toBeLessThanOrEqual(60_000);
      // Not due yet: nothing happens.
      expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
      // Due again: the second attempt is the last one.
      expect(await sender.runOnce(new Date(Date.now() + 61_000))).toEqual({ sent: 0, failed: 1 });
      expect(await row(id)).toMatchObject({ attempts: 2, next_attempt_at: null, sent_at: null });
      expect(await sender.runOnce(new Date(Date.now() + 24 * 3_600_000))).toEqual({ sent: 0, failed: 0 });
    } finally {
      sender.close();
      await smtp.close();
    }
    expect([1, 2, 3, 4, 10, 20].map(retryDelayMs)).toEqual([
      60_000,
      120_000,
      240_000,
      480_000,
      6 * 3_600_000,
      6 * 3_600_000,
    ]);
  });

  it('retries when the SMTP server cannot be reached', async () => {
    const smtp = await startSmtp();
    await smtp.close();
    const sender = createMailSender({ db: t.db, smtpUrl: smtp.url, brandOverrides: {}, log: silent });
    try {
      const id = await enqueueMail(t.db, mail('irraggiungibile@x.example'));
      expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
      const failed = await row(id);
      expect(failed.last_error).toBeTruthy();
      expect(failed.next_attempt_at).toBeInstanceOf(Date);
    } finally {
      sender.close();
    }
  });

  it('gives up on mails too old to be worth sending', async () => {
    const smtp = await startSmtp();
    const sender = createMailSender({ db: t.db, smtpUrl: smtp.url, brandOverrides: {}, log: silent });
    try {
      const id = await enqueueMail(t.db, mail('vecchia@x.example'), new Date(Date.now() - 3 * 24 * 3_600_000));
      expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
      expect(smtp.received).toHaveLength(0);
      expect(await row(id)).toMatchObject({
        next_attempt_at: null,
        sent_at: null,
        last_error: 'expired: too old to send',
      });
    } finally {
      sender.close();
      await smtp.close();
    }
  });

  it('sends each mail once with several senders at work on the same outbox', async () => {
    const smtp = await startSmtp();
    const senders = [1, 2, 3].map(() =>
      createMailSender({ db: t.db, smtpUrl: smtp.url, brandOverrides: {}, log: silent, batchSize: 4 }),
    );
    try {
      for (let i = 0; i < 12; i += 1) await enqueueMail(t.db, mail(`molti-${i}@x.example`));
      const reports = await Promise.all(senders.flatMap((s) => [s.runOnce(), s.runOnce()]));
      expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(12);
      const recipients = smtp.received.flatMap((m) => m.to).sort();
      expect(recipients).toEqual(Array.from({ length: 12 }, (_, i) => `molti-${i}@x.example`).sort());
      const pending = await t.db.selectFrom('outbox').select('id').where('sent_at', 'is', null).execute();
      expect(pending).toEqual([]);
    } finally {
      for (const s of senders) s.close();
      await smtp.close();
    }
  });

  it('gives up a send to a stalled SMTP server well within the lease, and leaves what the lease cannot cover for later', async () => {
    const smtp = await startSmtp({ stall: true });
    const leaseMs = 1_500;
    const sender = createMailSender({ db: t.db, smtpUrl: smtp.url, brandOverrides: {}, log: silent, leaseMs });
    try {
      for (let i = 0; i < 6; i += 1) await enqueueMail(t.db, mail(`fermo-${i}@x.example`));
      const started = Date.now();
      const report = await sender.runOnce();
      // Nothing is still being sent when the lease ends and another sender may take the rows.
      expect(Date.now() - started).toBeLessThan(leaseMs);
      expect(report.sent).toBe(0);
      const rows = await t.db.selectFrom('outbox').selectAll().execute();
      const failed = rows.filter((r) => r.last_error !== null);
      const untouched = rows.filter((r) => r.attempts === 0 && r.last_error === null);
      expect(failed.length).toBe(report.failed);
      expect(failed.length + untouched.length).toBe(6);
      expect(untouched.length).toBeGreaterThan(0);
      for (const r of failed) expect(r.next_attempt_at!.getTime()).toBeGreaterThan(Date.now() + 50_000);
      for (const r of untouched) expect(r.next_attempt_at!.getTime()).toBeLessThanOrEqual(Date.now());
    } finally {
      sender.close();
      await smtp.close();
    }
  });

  it('stops on request: a stalled send is cut after a grace, and the rest of the batch is left due', async () => {
    const smtp = await startSmtp({ stall: true });
    const sender = createMailSender({ db: t.db, smtpUrl: smtp.url, brandOverrides: {}, log: silent, stopGraceMs: 200 });
    try {
      for (let i = 0; i < 3; i += 1) await enqueueMail(t.db, mail(`arresto-${i}@x.example`));
      const draining = sender.drain();
      await vi.waitFor(() => expect(smtp.stalled.count).toBe(1), { timeout: 10_000, interval: 20 });
      const stopping = Date.now();
      sender.stop();
      expect(await draining).toEqual({ sent: 0, failed: 1 });
      expect(Date.now() - stopping).toBeLessThan(2_000);
      const rows = await t.db.selectFrom('outbox').selectAll().execute();
      const cutSend = rows.filter((r) => r.attempts === 1);
      expect(cutSend).toHaveLength(1);
      expect(cutSend[0]!.last_error).toContain('the server is stopping');
      expect(cutSend[0]!.next_attempt_at!.getTime()).toBeGreaterThan(Date.now() + 50_000);
      const untried = rows.filter((r) => r.attempts === 0 && r.last_error === null);
      expect(untried).toHaveLength(2);
      for (const r of untried) expect(r.next_attempt_at!.getTime()).toBeLessThanOrEqual(Date.now());
      expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
    } finally {
      sender.close();
      await smtp.close();
    }
  });

  it('drains in passes until no mail is due', async () => {
    const smtp = await startSmtp();
    const sender = createMailSender({ db: t.db, smtpUrl: smtp.url, brandOverrides: {}, log: silent, batchSize: 4 });
    try {
      for (let i = 0; i < 10; i += 1) await enqueueMail(t.db, mail(`lotto-${i}@x.example`));
      expect(await sender.drain()).toEqual({ sent: 10, failed: 0 });
      expect(smtp.received).toHaveLength(10);
      expect(await sender.drain()).toEqual({ sent: 0, failed: 0 });
    } finally {
      sender.close();
      await smtp.close();
    }
  });
});
