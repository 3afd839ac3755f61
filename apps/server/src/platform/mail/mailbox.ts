import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../http/http-error.ts';
import { readSetting } from '../settings/settings-store.ts';
import { escapeHtml, linkifyText } from './html.ts';
import { latestMail, type OutboxRow } from './outbox-store.ts';

const SHOWN = 50;

/**
 * GET /dev/mailbox: the latest mails of the outbox as a page, so a demo can
 * follow confirmation and sign-in links without an SMTP server. Only in demo
 * mode (DEMO on and the demo seeded), and only to a browser on this very
 * machine: it shows everyone's sign-in and reset links, so for anyone else it
 * does not exist (404). `?to=` keeps one recipient's mails.
 */
export function registerDevMailbox(app: FastifyInstance): void {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    if (!isLocalClient(request) || !app.config.demo || (await readSetting(app.db, 'demo')) !== true) throw notFound();
    const to = (request.query as Record<string, unknown>).to;
    const wanted = typeof to === 'string' && to.trim() !== '' ? to.trim().toLowerCase() : undefined;
    const rows = (await latestMail(app.db, wanted ? 500 : SHOWN))
      .filter((row) => !wanted || row.to_address.toLowerCase() === wanted)
      .slice(0, SHOWN);
    return reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(page(rows, wanted));
  });
}

const LOOPBACK = /^(::ffff:)?127(\.\d{1,3}){3}$|^::1$/;
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * A client on this machine talking to the server directly: the socket's peer
 * is a loopback address (request.ip is not used: with TRUST_PROXY it is
 * whatever a proxy, or a client, put in X-Forwarded-For) and no proxy relayed
 * the request — a proxy on this machine connects from loopback on behalf of
 * anyone, and says so in a forwarding header.
 */
function isLocalClient(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  return LOOPBACK.test(peer) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

function status(row: OutboxRow): string {
  if (row.sent_at) return `sent ${row.sent_at.toISOString()}`;
  if (row.next_attempt_at === null && row.attempts > 0) return `not sent: ${row.last_error ?? 'gave up'}`;
  if (row.last_error) return `retrying (${row.attempts} attempts): ${row.last_error}`;
  return 'in the outbox';
}

function page(rows: OutboxRow[], to: string | undefined): string {
  const items = rows.map(
    (row) => `<article>
<h2>${escapeHtml(row.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(row.to_address)}</dd>
<dt>Date</dt><dd><time datetime="${row.created_at.toISOString()}">${escapeHtml(row.created_at.toISOString())}</time></dd>
<dt>Template</dt><dd>${escapeHtml(row.template)} (${escapeHtml(row.language)})</dd>
<dt>Status</dt><dd>${escapeHtml(status(row))}</dd>
</dl>
<pre>${linkifyText(row.text_body)}</pre>
</article>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Demo mailbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:880px;padding:16px;color:#1f2328;background:#fff}
article{border:1px solid #d0d7de;border-radius:8px;padding:12px 16px;margin:12px 0}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin:0 0 8px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 8px;font-size:.9rem}
dt{color:#57606a}dd{margin:0}
pre{white-space:pre-wrap;word-break:break-word;background:#f6f8fa;padding:12px;border-radius:6px;margin:0}
a{color:#0550ae}
</style></head>
<body>
<h1>Demo mailbox${to ? ` — ${escapeHtml(to)}` : ''}</h1>
<p>The latest ${SHOWN} e-mails of the outbox, newest first. Shown only in demo mode, only on this machine.</p>
${items.length ? items.join('\n') : '<p>No e-mails yet.</p>'}
</body></html>
`;
}
