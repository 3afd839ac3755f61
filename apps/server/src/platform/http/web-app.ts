import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchRoute } from '@sportello/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './api-path.ts';
import { notFound } from './http-error.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app from WEB_DIST: hashed files under /assets are
 * cached for a year, everything else (index.html first) revalidates. Any
 * other GET falls back to index.html so the browser router handles the path:
 * 200 for a path of the route table, 404 for any other (the browser shows its
 * not-found page); unknown /api and /rest paths answer 404 JSON instead.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes(`${join(webDist, 'assets')}`) ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || !isPageRequest(request)) throw notFound();
    if (!built) return sendBuildMissing(reply, webDist);
    const known = matchRoute(pagePath(request)) !== null;
    return reply
      .status(known ? 200 : 404)
      .header('cache-control', REVALIDATE)
      .sendFile('index.html');
  });
}

/** A browser navigating to a page, rather than asking for a missing file. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return !pagePath(request).startsWith('/assets/');
}

function pagePath(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '';
}

function sendBuildMissing(reply: FastifyReply, webDist: string): FastifyReply {
  return reply
    .status(503)
    .type('text/plain; charset=utf-8')
    .send(
      `The web app is not built (no index.html in ${webDist}).\n` +
        'Run `npm run build` (or `npm start`, which builds it) and restart the server.\n',
    );
}
