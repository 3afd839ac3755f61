// Builds the web app when its sources are newer than the build. Used by
// `npm start` and by the browser tests before their servers start. The size
// budget is checked by `npm run build -w apps/web` (and so by `npm test`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build-plugins',
  'apps/web/package.json',
  'packages/domain/src',
];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

export function buildWebIfStale() {
  const stale = !existsSync(built) || sources.some((s) => newestMtime(s) > statSync(built).mtimeMs);
  if (!stale) return;
  console.log('Building the web app…');
  const build = spawnSync('npm', ['exec', '-w', 'apps/web', '--', 'vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The web app did not build.');
}
