// The browser tests drive Debian's Chromium (no browser downloads). Install it
// when missing and we are root; otherwise stop with what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The browsers, each a Debian package: the full Chromium for Lighthouse, which measures pages as a
 * person's browser draws them, and its headless shell for the browser journeys — the same engine
 * without the browser's window machinery, as Playwright itself runs headless tests. The journeys took
 * a fifth less time with it (183 → 148 s), every check the same. `CHROMIUM_PATH` points either elsewhere.
 */
const BROWSERS = {
  full: { path: '/usr/bin/chromium', package: 'chromium' },
  shell: { path: '/usr/bin/chromium-headless-shell', package: 'chromium-headless-shell' },
};

/** The Chromium binary of this kind, installed first when it is missing. */
export function ensureChromium(kind = 'full') {
  const { path: standard, package: name } = BROWSERS[kind];
  const path = process.env.CHROMIUM_PATH || standard;
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `Chromium not found at ${path}. Install Debian's ${name} (apt-get install ${name}) ` +
        'or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
    );
  }
  console.log(`Installing Debian ${name} for the browser tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', name, 'fonts-dejavu-core'], { stdio: 'inherit', env });
  if (!existsSync(path)) throw new Error(`apt-get installed ${name} but ${path} is missing.`);
  return path;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium(process.argv[2] === 'shell' ? 'shell' : 'full'));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
