// Bundles the server for `npm start` when its sources are newer than the bundle: one ES module of the
// project's own code (the server and the domain package), the npm packages left as imports. Node then
// loads one file instead of compiling some 700 TypeScript modules through tsx at every start, which
// was half of a warm restart (docs/decisions.md, "npm start runs the server bundled").
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { BUNDLE_NODE_FLAGS } from './server-node-flags.mjs';

const root = new URL('..', import.meta.url).pathname;
export const SERVER_BUNDLE = join(root, 'apps/server/dist/server.mjs');
const ENTRY = join(root, 'apps/server/src/server.ts');
const sources = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'scripts/build-server.mjs',
];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

/** Every package the server or the domain imports, but the workspace's own: they stay imports. */
function packagesOf() {
  const manifest = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
  const names = [manifest('apps/server/package.json'), manifest('packages/domain/package.json')].flatMap((p) =>
    Object.keys({ ...p.dependencies, ...p.devDependencies }),
  );
  return [...new Set(names)].filter((name) => !name.startsWith('@sportello/')).flatMap((name) => [name, `${name}/*`]);
}

/**
 * `import.meta.url` and `import.meta.dirname` name each source file as they would unbundled (a data file
 * beside it, the repository from config.ts), expressed from the bundle's own place so that a moved
 * checkout still finds them.
 */
const sourcePlaces = {
  name: 'source-places',
  setup(bundling) {
    bundling.onLoad({ filter: /\.ts$/ }, ({ path }) => {
      const fromBundle = (target) => relative(dirname(SERVER_BUNDLE), target).split('\\').join('/');
      const url = `new URL(${JSON.stringify(fromBundle(path))}, import.meta.url).href`;
      const dir = `decodeURIComponent(new URL(${JSON.stringify(`${fromBundle(dirname(path))}/`)}, import.meta.url).pathname).slice(0, -1)`;
      const contents = readFileSync(path, 'utf8')
        .replaceAll('import.meta.url', url)
        .replaceAll('import.meta.dirname', dir);
      return { contents, loader: 'ts' };
    });
  },
};

export async function buildServerIfStale() {
  const stale =
    !existsSync(SERVER_BUNDLE) || sources.some((source) => newestMtime(source) > statSync(SERVER_BUNDLE).mtimeMs);
  if (!stale) return;
  // esbuild loads only when there is something to build: a start with a fresh bundle does without it.
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    write: false,
    entryPoints: [ENTRY],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: packagesOf(),
    // Stack traces name the sources (the server runs with its source maps: server-node-flags.mjs).
    sourcemap: 'linked',
    plugins: [sourcePlaces],
    logLevel: 'warning',
  });
  // Each file whole or not at all: another start reading it meanwhile never finds half a bundle. The map
  // goes first, so a new bundle never points at an old map.
  mkdirSync(dirname(SERVER_BUNDLE), { recursive: true });
  for (const file of outputFiles.sort((a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')))) {
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}

/**
 * What `npm start` runs the server with: its Node flags and its bundle, built again first when its
 * sources changed. The journeys, the bench and Lighthouse start it the same way.
 */
export async function bundledServerArgs() {
  await buildServerIfStale();
  return [...BUNDLE_NODE_FLAGS, SERVER_BUNDLE];
}
