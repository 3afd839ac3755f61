import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * Headers for a Vite-built React SPA: scripts only from the portal itself;
 * inline styles allowed because Mantine injects style tags; form posts may go
 * to other https hosts (the webmail page posts to the mail host); framing
 * only by FRAME_ANCESTORS (DESIGN §5).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl?.startsWith('https:') === true;
  const sentryOrigin = config.sentryDsn ? new URL(config.sentryDsn).origin : undefined;
  const onlySelfMayFrame = config.frameAncestors.length === 1 && config.frameAncestors[0] === "'self'";
  await app.register(helmet, {
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
  });
}
