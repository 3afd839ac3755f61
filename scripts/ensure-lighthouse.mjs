// Lighthouse and the browser driver it runs with are installed on first use, in tools/lighthouse from
// its own lockfile: a hundred-odd packages (some 180 MB) that only `npm run lighthouse` needs, kept out
// of the project's install, which every test run and every `npm start` on a new machine pays for.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = new URL('../tools/lighthouse/', import.meta.url).pathname;
const lockfile = join(dir, 'package-lock.json');
/** What npm writes once an install is complete: older than the lockfile, the install is stale. */
const installed = join(dir, 'node_modules/.package-lock.json');

function install() {
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lockfile).mtimeMs) return;
  console.log('Installing Lighthouse into tools/lighthouse (once, from its lockfile)…');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
}

/** Lighthouse's run function, puppeteer-core and Lighthouse's version, installed first when missing. */
export async function loadLighthouse() {
  install();
  const require = createRequire(join(dir, 'package.json'));
  const load = async (name) => (await import(pathToFileURL(require.resolve(name)).href)).default;
  const [lighthouse, puppeteer] = await Promise.all([load('lighthouse'), load('puppeteer-core')]);
  const { version } = JSON.parse(readFileSync(require.resolve('lighthouse/package.json'), 'utf8'));
  return { lighthouse, puppeteer, version };
}
