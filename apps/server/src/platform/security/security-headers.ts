import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../../config.ts';
import { isApiPath } from '../http/api-path.ts';

/**
 * Helmet's headers that only a document a browser shows acts on (its opener, its agent cluster, the
 * referrer of its links, its DNS prefetching, IE8's download prompt, Flash's and Acrobat's policy
 * files, the old XSS filter). /api and /rest answer JSON, files with a policy of their own, and one
 * HTML page that asks for them (asDocument): OWASP's REST Security Cheat Sheet lists what such
 * answers need — CSP, nosniff, X-Frame-Options, HSTS, no-store — and these seven are not in it.
 */
const DOCUMENT_ONLY = new Set([
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/**
 * Headers for a Vite-built React SPA: scripts only from the portal itself;
 * inline styles allowed because Mantine injects style tags; form posts may go
 * to other https hosts (the webmail page posts to the mail host); framing
 * only by FRAME_ANCESTORS (DESIGN §5).
 *
 * The headers are worked out once, at start, and each answer gets the result (@fastify/helmet
 * rebuilt its policy on every request); API answers get them without DOCUMENT_ONLY's (a fifth of
 * the header bytes and seven header validations less on every call, issue 13).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const https = config.publicUrl?.startsWith('https:') === true;
  const sentryOrigin = config.sentryDsn ? new URL(config.sentryDsn).origin : undefined;
  const onlySelfMayFrame = config.frameAncestors.length === 1 && config.frameAncestors[0] === "'self'";
  const headers = headersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...(sentryOrigin ? [sentryOrigin] : [])],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'", 'https:'],
          frameAncestors: config.frameAncestors,
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // X-Frame-Options cannot name other origins: CSP frame-ancestors alone decides then.
      xFrameOptions: onlySelfMayFrame ? { action: 'sameorigin' } : false,
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  const forApi = headers.filter(([name]) => !DOCUMENT_ONLY.has(name.toLowerCase()));
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of isApiPath(request.url) ? forApi : headers) reply.raw.setHeader(name, value);
    done();
  });
}

/** The headers DOCUMENT_ONLY names, as helmet sets them on pages (none depends on the configuration). */
const documentOnlyHeaders = headersOf(helmet()).filter(([name]) => DOCUMENT_ONLY.has(name.toLowerCase()));

/** For an HTML page answered under /api: the document-only headers API answers go without. */
export function asDocument(reply: FastifyReply): FastifyReply {
  for (const [name, value] of documentOnlyHeaders) reply.header(name, value);
  return reply;
}

/** What a helmet middleware sets on a response, run once on a stand-in response (helmet answers at once). */
function headersOf(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void,
): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  } as unknown as ServerResponse;
  let outcome: { err?: unknown } | undefined;
  middleware({} as IncomingMessage, res, (err) => (outcome = { err }));
  if (!outcome) throw new Error('helmet did not answer at once');
  if (outcome.err) throw outcome.err as Error;
  return [...headers];
}
