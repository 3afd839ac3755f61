import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { REPORTER_RELEASE } from '@sportello/domain';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI from the routes' own zod schemas, at /docs (UI) and /docs/json.
 * Only tagged routes are listed: the calls, not the static files.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Sportello API',
        description:
          'Calls of the Sportello customer portal. State-changing calls need the header `X-Requested-With: XMLHttpRequest`; ' +
          'the session is the `sportello_sid` cookie. Errors answer `{ message, reason?, code?, errors? }`.',
        version: REPORTER_RELEASE,
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sportello_sid' } },
      },
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
  });
  const https = app.config.publicUrl?.startsWith('https:') === true;
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // Swagger UI sets inline styles its own policy forbids; and upgrading to https breaks a plain-http local run.
    transformStaticCSP: (header) => {
      const styled = header.replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';");
      return https ? styled : styled.replace(/\s*upgrade-insecure-requests;?/, '');
    },
  });
}
