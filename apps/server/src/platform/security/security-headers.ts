import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../../config.ts';

/**
 * Headers for a Vite-built React SPA: scripts only from the portal itself;
 * inline styles allowed because Mantine injects style tags; form posts may go
 * to other https hosts (the webmail page posts to the mail host); framing
 * only by FRAME_ANCESTORS (DESIGN §5).
 *
 * The headers are the same for every answer: helmet works them out once, at start, and each
 * answer gets the result (@fastify/helmet rebuilt its policy on every request).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl?.startsWith('https:') === true;
  const sentryOrigin = config.sentryDsn ? new URL(config.sentryDsn).origin : undefined;
  const onlySelfMayFrame = config.frameAncestors.length === 1 && config.frameAncestors[0] === "'self'";
  const headers = await headersOf(helmet({
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
  }));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/** What a helmet middleware sets on a response, run once on a stand-in response. */
async function headersOf(middleware: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void): Promise<[string, string][]> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  } as unknown as ServerResponse;
  await new Promise<void>((resolve, reject) => middleware({} as IncomingMessage, res, (err) => (err ? reject(err as Error) : resolve())));
  return [...headers];
}
