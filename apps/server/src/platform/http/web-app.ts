import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchRoute, ROUTES, type Language, type RouteName } from '@sportello/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../sessions/session-cookie.ts';
import { isApiPath } from './api-path.ts';
import { notFound } from './http-error.ts';
import { requestLanguage } from './request-language.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** dist/.vite/route-preloads.json, written by the web build (apps/web/build-plugins/route-preloads.ts). */
type RoutePreloads = Partial<Record<RouteName, { modules: string[]; styles: string[]; texts: Record<Language, string[]> }>>;

/**
 * Serves the built web app from WEB_DIST: hashed files under /assets are
 * cached for a year, everything else (index.html first) revalidates; the
 * build's .br and .gz twins are sent as they are to a browser that accepts
 * them. Any other GET gets index.html so the browser router handles the path:
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
      // Pages, `/` included, come from the fallback below with their preloads; files only from here.
      index: false,
      allowedPath: (path) => !path.endsWith('/'),
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes(`${join(webDist, 'assets')}`) ? IMMUTABLE : REVALIDATE);
      },
    });
  }
  const page = built ? pageWithPreloads(webDist) : null;

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || !isPageRequest(request)) throw notFound();
    if (!page) return sendBuildMissing(reply, webDist);
    const route = matchRoute(pagePath(request));
    return reply
      .status(route ? 200 : 404)
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(page(route && firstRoute(request, route), requestLanguage(request), hasSessionCookie(request)));
  });
}

/**
 * The route whose code the page will run first: a visitor without a session cookie on a page that
 * needs one is sent to the login page by the browser's guard, so it gets the login page's.
 */
function firstRoute(request: FastifyRequest, route: RouteName): RouteName {
  const guest = ROUTES[route].guard === 'guest' || ROUTES[route].guard === 'public';
  return guest || hasSessionCookie(request) ? route : 'login';
}

function hasSessionCookie(request: FastifyRequest): boolean {
  return Boolean(request.cookies[SESSION_COOKIE]);
}

/**
 * Tells the page that its request carried no session cookie: nobody can be signed in, so the first
 * navigation's session check needs no call to the server (a round trip before the login page's first
 * paint). The cookie is HttpOnly: the page cannot look for itself.
 */
const NO_SESSION = '<meta name="sportello-session" content="none">';

/**
 * index.html with the route's chunks, stylesheets and texts named in its head, so the browser
 * fetches them beside the entry rather than one lazy import after another (issue 13). Read once:
 * a new build comes with a restart.
 */
function pageWithPreloads(webDist: string): (route: RouteName | null, language: Language, session: boolean) => string {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const file = join(webDist, '.vite', 'route-preloads.json');
  const preloads: RoutePreloads = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads) : {};
  const cache = new Map<string, string>();
  return (route, language, session) => {
    const key = `${route}/${language}/${session}`;
    let page = cache.get(key);
    if (page === undefined) {
      const own = route ? preloads[route] : undefined;
      const links = own
        ? [
            ...own.styles.map((f) => `<link rel="preload" as="style" href="/${f}">`),
            ...[...own.texts[language], ...own.modules].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
          ].join('')
        : '';
      page = html.replace('</head>', `${session ? '' : NO_SESSION}${links}</head>`);
      cache.set(key, page);
    }
    return page;
  };
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
