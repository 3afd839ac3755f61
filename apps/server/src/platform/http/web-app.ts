import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  COLOR_SCHEME_COOKIE,
  isColorScheme,
  matchRoute,
  ROUTES,
  type AppConfig,
  type ColorScheme,
  type Language,
  type RouteDef,
  type RouteName,
} from '@sportello/domain';
import { appConfigApi, authApi } from '@sportello/domain/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../sessions/session-cookie.ts';
import { escapeHtml } from '../mail/html.ts';
import { isApiPath } from './api-path.ts';
import { registerFavicon } from './favicon.ts';
import { notFound } from './http-error.ts';
import { requestLanguage } from './request-language.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** A page carrying the signed-in user's data: kept by no shared cache, asked again each time. */
const PERSONAL = 'private, no-cache';

/** dist/.vite/route-preloads.json, written by the web build (apps/web/build-plugins/route-preloads.ts). */
type RoutePreloads = Partial<
  Record<RouteName, { modules: string[]; styles: string[]; texts: Record<Language, string[]> }>
>;

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
  registerFavicon(app);

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || !isPageRequest(request)) throw notFound();
    if (!page) return sendBuildMissing(reply, webDist);
    const route = matchRoute(pagePath(request));
    const session = hasSessionCookie(request);
    const first = route && firstRoute(request, route);
    const answers = await firstAnswers(app, request, route !== null && session && asksForUser(request, route));
    const look: Look = {
      language: requestLanguage(request),
      scheme: colorSchemeOf(request),
      layout: first && !(ROUTES[first] as RouteDef).fullPage ? 'app' : 'page',
    };
    return reply
      .status(route ? 200 : 404)
      .header('cache-control', answers.personal ? PERSONAL : REVALIDATE)
      .header('vary', 'cookie')
      .type('text/html; charset=utf-8')
      .send(page(first, look, session, answers));
  });
}

/** How the boot screen is drawn: in the visitor's language and scheme, with the first page's layout. */
interface Look {
  language: Language;
  scheme: ColorScheme;
  layout: 'app' | 'page';
}

function colorSchemeOf(request: FastifyRequest): ColorScheme {
  const chosen = request.cookies[COLOR_SCHEME_COOKIE];
  return isColorScheme(chosen) ? chosen : 'light';
}

interface FirstAnswers {
  /** The answers as JSON data blocks. */
  blocks: string;
  /** Whether they hold the signed-in user's data. */
  personal: boolean;
  brand: AppConfig['brand'] | null;
}

/**
 * The answers the page's script asks for before its first paint, written into the page as JSON data
 * blocks (issue 13): the app configuration, and the signed-in user when the first route checks
 * the session. Each is the server's own answer to that call (same checks, same body), so the page
 * starts without those round trips after its code. An answer that is not a 200 is left out: the
 * page then asks as before and handles it as it always has.
 */
async function firstAnswers(app: FastifyInstance, request: FastifyRequest, withUser: boolean): Promise<FirstAnswers> {
  const ask = async (url: string) => {
    const answer = await app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: {
        cookie: request.headers.cookie ?? '',
        'accept-language': request.headers['accept-language'] ?? '',
        'user-agent': request.headers['user-agent'] ?? '',
      },
    });
    return answer.statusCode === 200 ? answer.body : null;
  };
  const [config, user] = await Promise.all([ask(appConfigApi.get.path), withUser ? ask(authApi.userInfo.path) : null]);
  return {
    blocks: (config ? dataBlock('sportello-config', config) : '') + (user ? dataBlock('sportello-user', user) : ''),
    personal: user !== null,
    brand: config ? (JSON.parse(config) as AppConfig).brand : null,
  };
}

/**
 * A JSON data block: never run (so the content security policy allows it), read by the page's
 * script. `<` is escaped so no text in the data can close the element.
 */
function dataBlock(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * Whether the page's first navigation asks who is signed in as the user's own session: a staff
 * member's page for a customer (`/{id_cliente}/…` or `?id_cliente=`) asks with the customer's id.
 */
function asksForUser(request: FastifyRequest, route: RouteName): boolean {
  if (ROUTES[route].guard === 'public') return false;
  return !/^\/\d+(\/|$)/.test(pagePath(request)) && !/[?&]id_cliente=/.test(request.url);
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
function pageWithPreloads(
  webDist: string,
): (route: RouteName | null, look: Look, session: boolean, answers: FirstAnswers) => string {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const file = join(webDist, '.vite', 'route-preloads.json');
  const preloads: RoutePreloads = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads) : {};
  const cache = new Map<string, string>();
  return (route, look, session, answers) => {
    const key = `${route}/${look.language}/${look.scheme}/${look.layout}/${session}`;
    let template = cache.get(key);
    if (template === undefined) {
      const own = route ? preloads[route] : undefined;
      const links = own
        ? [
            // crossorigin as on the stylesheet link the page's script adds, or the preload goes unused and the sheet is fetched twice.
            ...own.styles.map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
            ...[...own.texts[look.language], ...own.modules].map(
              (f) => `<link rel="modulepreload" crossorigin href="/${f}">`,
            ),
          ].join('')
        : '';
      template = html
        .replace(/<html lang="\w+">/, `<html lang="${look.language}" data-mantine-color-scheme="${look.scheme}">`)
        .replace('data-layout="app"', `data-layout="${look.layout}"`)
        .replace('</head>', `${session ? '' : NO_SESSION}${links}</head>`);
      cache.set(key, template);
    }
    const brand = answers.brand;
    return template
      .replace('class="boot"', brand ? `class="boot" style="--boot-mark:${brand.primary_color}"` : 'class="boot"')
      .replace(
        '<span class="boot-name"></span>',
        `<span class="boot-name">${brand ? escapeHtml(brand.name) : ''}</span>`,
      )
      .replace('</body>', `${answers.blocks}</body>`);
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
