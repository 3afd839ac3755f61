import { readFileSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES, ROUTE_NAMES, type Language, type RouteName } from '@sportello/domain';

/** What the server adds to index.html for a route (apps/server/src/platform/http/web-app.ts reads it). */
export interface RoutePreload {
  /** JavaScript chunks, as `<link rel="modulepreload">`. */
  modules: string[];
  /** Stylesheets the route's chunks insert when they run, as `<link rel="preload" as="style">`. */
  styles: string[];
  /** The text chunks of the start namespaces and of the page's own, per language. */
  texts: Record<Language, string[]>;
}
export type RoutePreloads = Partial<Record<RouteName, RoutePreload>>;
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;

// The chunks the router loads on the way to a page (src/app/router/routes.tsx): login on its own;
// any other page through the query layer, the chrome and the page registry (src/app/signed-in.ts).
const LOGIN_PAGE = 'src/features/auth/pages/login-page.tsx';
const SIGNED_IN = 'src/app/signed-in.ts';
const REGISTRY = 'src/app/router/page-modules.ts';
const I18N = 'src/shared/i18n/i18n.ts';

interface PageSource {
  source: string;
  namespaces: string[];
}

const quoted = (list: string) => [...list.matchAll(/'([\w-]+)'/g)].map((m) => m[1] as string);

/**
 * Each registered page's module and namespaces, read from the registry's source: the registry is
 * code (its imports must stay literal for the bundler to split them), so its entries are read as
 * text. A registry entry this cannot read fails the build rather than losing its preloads.
 */
function registeredPages(root: string): Map<string, PageSource> {
  const text = readFileSync(join(root, REGISTRY), 'utf8');
  // A key is a bare name or, with a hyphen, quoted ('diy-offer').
  const entry = /'?([\w-]+)'?: page\(\s*\(\) =>\s*import\('([^']+)'\)[\s\S]*?\}\)\),\s*\[([^\]]*)\]/g;
  const pages = new Map<string, PageSource>();
  for (const [, name, path, namespaces] of text.matchAll(entry)) {
    pages.set(name as string, {
      source: posix.join(posix.dirname(REGISTRY), path as string),
      namespaces: quoted(namespaces as string),
    });
  }
  const declared = text.match(/[\w'-]+: page\(/g)?.length ?? 0;
  if (pages.size === 0 || pages.size !== declared) {
    throw new Error(
      `route-preloads: read ${pages.size} of the ${declared} pages of ${REGISTRY}; update the pattern in build-plugins/route-preloads.ts`,
    );
  }
  return pages;
}

/** The namespaces src/shared/i18n/i18n.ts loads before the first render, read from its source. */
export function startNamespaces(root: string): string[] {
  const list = /START_NAMESPACES[^=]*=\s*\[([^\]]*)\]/.exec(readFileSync(join(root, I18N), 'utf8'))?.[1];
  if (!list) throw new Error(`route-preloads: START_NAMESPACES not found in ${I18N}`);
  return quoted(list);
}

/**
 * Writes dist/.vite/route-preloads.json: for each route of the table, the chunks, stylesheets and
 * texts its first visit fetches beyond what index.html already loads, so the server can name them
 * in the page and the browser fetches them with the entry instead of a round trip or two later.
 */
export function routePreloads(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'sportello:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    writeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const closure = (key: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(key) || !manifest[key]) return seen;
        seen.add(key);
        for (const dep of manifest[key].imports ?? []) closure(dep, seen);
        return seen;
      };
      const entry = new Set<string>();
      for (const key of Object.keys(manifest).filter((k) => manifest[k]?.isEntry)) closure(key, entry);
      const pages = registeredPages(root);
      const textFile = (language: Language, namespace: string) =>
        manifest[`src/locales/${language}/${namespace}.json`]?.file;

      const preloads: RoutePreloads = {};
      for (const name of ROUTE_NAMES) {
        const page = name === 'login' ? { source: LOGIN_PAGE, namespaces: ['auth'] } : pages.get(name);
        if (!page) {
          throw new Error(
            `route-preloads: no page of ${REGISTRY} read for the route ${name}; update the pattern in build-plugins/route-preloads.ts`,
          );
        }
        const way = name === 'login' ? [] : [SIGNED_IN];
        const keys = new Set<string>();
        for (const key of [...way, page.source]) closure(key, keys);
        const own = [...keys].filter((key) => !entry.has(key)).map((key) => manifest[key]!);
        const texts = Object.fromEntries(
          LANGUAGES.map((language) => [
            language,
            [
              manifest[`virtual:start-texts/${language}`]?.file,
              ...page.namespaces.map((ns) => textFile(language, ns)),
            ].filter((file): file is string => Boolean(file)),
          ]),
        ) as Record<Language, string[]>;
        preloads[name] = {
          modules: own.map((chunk) => chunk.file),
          styles: [...new Set(own.flatMap((chunk) => chunk.css ?? []))],
          texts,
        };
      }
      writeFileSync(join(outDir, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
    },
  };
}
