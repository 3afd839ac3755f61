import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { isLanguage } from '@sportello/domain/i18n/language';
import { MESSAGES } from '@sportello/domain/i18n/messages';
import * as API from '@sportello/domain/api';
import { mantineClientState } from './build-plugins/mantine-client-state.ts';
import { routePreloads, startNamespaces } from './build-plugins/route-preloads.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** The API server the dev server forwards to (apps/server, default port 3000). */
const apiTarget = process.env.SPORTELLO_API_URL ?? 'http://127.0.0.1:3000';
const proxied = ['/api', '/rest', '/app-config.json', '/docs', '/healthz', '/qrcode', '/dev/'];

const START_TEXTS = 'virtual:start-texts/';

/**
 * `virtual:start-texts/<lng>`: what a visit reads before its first paint, in one language and one
 * chunk: the start namespaces of src/locales and the domain's shared messages (packages/domain
 * holds every language of every area; a visit needs its own language only). One request rather
 * than five on a phone's slow link.
 */
function startTexts(): Plugin {
  return {
    name: 'sportello:start-texts',
    resolveId: (id) => (id.startsWith(START_TEXTS) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${START_TEXTS}`)) return undefined;
      const language = id.slice(START_TEXTS.length + 1);
      if (!isLanguage(language)) throw new Error(`start texts: unknown language ${language}`);
      const namespaces = startNamespaces(webFile('.'));
      return [
        ...namespaces.map(
          (ns, i) => `import ns${i} from ${JSON.stringify(webFile(`./src/locales/${language}/${ns}.json`))};`,
        ),
        `export default { ${namespaces.map((ns, i) => `${JSON.stringify(ns)}: ns${i}`).join(', ')}, messages: ${JSON.stringify(MESSAGES[language])} };`,
      ].join('\n');
    },
  };
}

const DOMAIN_MESSAGES_MODULE = /packages[\\/]domain[\\/]src[\\/]i18n[\\/]messages\.ts$/;

/**
 * The domain's messages module as the browser build needs it: which strings are message keys (a
 * schema's custom message is a key). Its texts, in every language, are the server's; the browser
 * gets its own language's with the start texts. Without this every page with a form downloaded
 * all four languages' messages.
 */
function browserMessageKeys(): Plugin {
  return {
    name: 'sportello:browser-message-keys',
    apply: 'build',
    load(id) {
      if (!DOMAIN_MESSAGES_MODULE.test(id)) return undefined;
      return [
        `const KEYS = new Set(${JSON.stringify(Object.keys(MESSAGES.it))});`,
        'export function isMessageKey(value) { return KEYS.has(value); }',
      ].join('\n');
    },
  };
}

const MANTINE_CLASSES = /@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;

/**
 * Each Mantine component's stylesheet travels with its code: the module holding a component's class
 * names imports the component's sheet (Mantine names both alike: Badge.module.mjs, Badge.layer.css),
 * so a chunk brings the styles of exactly the components it draws, after those of the components it
 * is built on (imported first). A page loads its own components' styles instead of Mantine's whole
 * sheet (234 KB, 27 KB brotli) before its first paint; `mantine-css-check` proves no chunk draws a
 * component unstyled.
 */
function mantineStylesWithComponents(): Plugin {
  return {
    name: 'sportello:mantine-styles-with-components',
    enforce: 'pre',
    transform(code, id) {
      const component = MANTINE_CLASSES.exec(id)?.[1];
      return component
        ? { code: `import '@mantine/core/styles/${component}.layer.css';\n${code}`, map: null }
        : undefined;
    },
  };
}

const ENDPOINT_MODULE = '@sportello/domain/api';
const domainApi = (file: string) => fileURLToPath(new URL(`../../packages/domain/src/api/${file}`, import.meta.url));

/** An area's endpoint object: every value a declaration with a method and a path. */
function isEndpointGroup(value: unknown): value is Record<string, { method: string; path: string; form?: true }> {
  if (!value || typeof value !== 'object') return false;
  const entries = Object.values(value);
  return (
    entries.length > 0 &&
    entries.every((e) => e && typeof e === 'object' && typeof e.method === 'string' && typeof e.path === 'string')
  );
}

/**
 * `@sportello/domain/api` for the browser: each endpoint's method, path and body encoding, and the pure helpers
 * (pathOf, page maths). The declarations' zod schemas are for the server; the web has the same
 * types from the real module at compile time, so no schema is downloaded to call an endpoint.
 */
function endpointPaths(): Plugin {
  const groups = Object.entries(API).filter(([, value]) => isEndpointGroup(value)) as [
    string,
    Record<string, { method: string; path: string; form?: true }>,
  ][];
  const groupId = (name: string) => `\0${ENDPOINT_MODULE}/${name}`;
  return {
    name: 'sportello:endpoint-paths',
    enforce: 'pre',
    resolveId: (id) =>
      id === ENDPOINT_MODULE ? `\0${ENDPOINT_MODULE}` : id.startsWith(`\0${ENDPOINT_MODULE}/`) ? id : undefined,
    load(id) {
      const group = groups.find(([name]) => id === groupId(name));
      if (group) {
        const slim = Object.fromEntries(
          Object.entries(group[1]).map(([k, e]) => [
            k,
            { method: e.method, path: e.path, ...(e.form ? { form: true } : {}) },
          ]),
        );
        return `export const ${group[0]} = ${JSON.stringify(slim)};`;
      }
      if (id !== `\0${ENDPOINT_MODULE}`) return undefined;
      // One module per area: an area's paths travel with the pages that call it, not with the first visit.
      return [
        `export { pathOf, isJsonAnswer } from ${JSON.stringify(domainApi('endpoint.ts'))};`,
        `export * from ${JSON.stringify(domainApi('page.ts'))};`,
        ...groups.map(([name]) => `export { ${name} } from ${JSON.stringify(groupId(name))};`),
      ].join('\n');
    },
  };
}

const webFile = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const SHELL_ROOTS = ['./src/app/signed-in.ts'].map(webFile);
const SIGN_IN_ROOTS = ['./src/features/auth/pages/login-page.tsx'].map(webFile);

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** The domain's barrel: it re-exports every module, and a page keeps only the ones it uses. */
const DOMAIN_BARREL = /packages[\\/]domain[\\/]src[\\/]index\.ts$/;

/**
 * The modules loading `roots` loads: their static imports, transitively; through the domain's
 * barrel only where the bundler keeps something, which the graph does not tell, so not at all.
 */
function staticClosure(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    if (!DOMAIN_BARREL.test(id)) stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** Once per build, on the first call (the module graph is complete by then): what signing in loads. */
function signInModules(): (graph: ModuleGraph) => Set<string> {
  let modules: Set<string> | undefined;
  return (graph) => (modules ??= staticClosure(graph, SIGN_IN_ROOTS));
}
const signIn = signInModules();

/**
 * A codeSplitting name: 'app-shell' for what every signed-in page loads on its way (the chrome, the
 * query layer, the page registry and their static imports), except what the sign-in page loads too.
 */
function signedInShell(): (id: string, graph: ModuleGraph) => string | null {
  let shell: Set<string> | undefined;
  return (id, graph) => {
    shell ??= new Set([...staticClosure(graph, SHELL_ROOTS)].filter((m) => !signIn(graph).has(m)));
    return shell.has(id) ? 'app-shell' : null;
  };
}

/** A codeSplitting name: `name` for a module `test` matches, unless the sign-in page loads it. */
function signedInOnly(name: string, test: RegExp): (id: string, graph: ModuleGraph) => string | null {
  return (id, graph) => (test.test(id) && !signIn(graph).has(id) ? name : null);
}

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, at the strongest levels:
 * the server sends them as they are (@fastify/static `preCompressed`) instead of compressing each
 * response again, and brotli at level 11 is smaller than anything affordable per request.
 * A file too small to gain, or that would not shrink, keeps no compressed twin.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sportello:precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = config.build.outDir),
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name) && !name.startsWith('.'))) {
        const path = join(outDir, fileName);
        const source = readFileSync(path);
        if (source.length < 1024) continue;
        const br = brotliCompressSync(source, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 11,
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        const gz = gzipSync(source, { level: 9 });
        if (br.length < source.length) writeFileSync(`${path}.br`, br);
        if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    startTexts(),
    browserMessageKeys(),
    mantineStylesWithComponents(),
    mantineClientState(),
    endpointPaths(),
    routePreloads(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/size-budget.mjs reads the manifest to measure what a first visit downloads.
    manifest: true,
    target: 'es2023',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every page runs on, in one chunk that changes only with upgrades. Nothing
            // else belongs here: whatever this group matches is downloaded by every first visit.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/,
              priority: 3,
            },
            // What the full-page screens (sign-in first of all) draw with: one chunk, not a dozen
            // tiny ones that each compress badly and cost a request on the login page's first visit.
            {
              name: 'screen-ui',
              test: /node_modules[\\/]@mantine[\\/]core[\\/].*[\\/](Anchor|Stack|Title|Button|Checkbox|InlineInput|CheckIcon|TextInput|ThemeIcon)[\\/]|src[\\/]shared[\\/](ui[\\/](auth-card|brand)|page[\\/]document-title|form[\\/]field-message)\./,
              priority: 2,
            },
            // The rest of what the entry imports statically, as one chunk rather than a dozen small
            // shared ones (each compresses worse and costs a request). The entry module stays out, or
            // there would be no entry chunk left for index.html and the manifest.
            { name: 'initial', tags: ['$initial'], test: (id) => !/(index\.html|main\.tsx)$/.test(id), priority: 1 },
            // Three Mantine helpers (the environment, a shadow-DOM lookup, the previous value) that the
            // form kit's components and the catalog's segmented control share: ahead of the form kit, which
            // would otherwise take them in as its components' dependencies and make the catalog download
            // the form library before its first paint. The sign-in page does not use them (its size budget
            // would show it: this chunk is not part of its first visit).
            {
              name: 'page-kit',
              test: /@mantine[\\/](core[\\/]esm[\\/]core[\\/]utils[\\/](get-env|find-element-in-shadow-dom)|hooks[\\/]esm[\\/]use-previous)[\\/]/,
              priority: 1,
            },
            // What every signed-in page runs inside (the chrome, the query layer, the page registry and
            // what they import) as one chunk instead of some forty small ones, each a request on a
            // phone's slow link. What the sign-in page needs stays out: it must not download the chrome.
            // What the chrome shares with what a signed-out visit loads lazily (the sign-in page's social
            // buttons and extras, the toast layer): in 'app-shell' it made that visit download the chrome.
            {
              name: 'signed-out-ui',
              test: /@mantine[\\/]core[\\/].*[\\/](Divider|Alert)[\\/]|@mantine[\\/]core[\\/].*get-style-object|react-remove-scroll|react-style-singleton|use-sidecar|use-callback-ref/,
              priority: 0,
            },
            { name: signedInShell(), priority: 0 },
            // What the pages with a form share (the form library, selects, the shared form fields, the
            // domain's validation messages), apart: the dashboard and the lists that show no form at first
            // do not download it.
            {
              name: signedInOnly(
                'form-kit',
                /node_modules[\\/](react-hook-form|@hookform)[\\/]|@mantine[\\/]core[\\/].*[\\/](Combobox|Select|Autocomplete|Textarea|Pill|PillsInput|TagsInput|MultiSelect|NumberInput)[\\/]|[\\/]src[\\/]shared[\\/]form[\\/]|packages[\\/]domain[\\/]src[\\/]i18n[\\/]/,
              ),
              minShareCount: 2,
              priority: 0,
            },
            // The pieces most pages share (page frame, list states, badges, the domain's rules), one
            // chunk rather than a request each; what few pages use stays with them.
            {
              name: signedInOnly('page-kit', /@mantine|@tabler|[\\/]src[\\/]shared[\\/]/),
              minShareCount: 2,
              priority: 0,
            },
          ],
        },
      },
    },
  },
});
