// `npm run dev`: the server with reload on change, and Vite's dev server.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { whenParentGone } from './parent-watch.mjs';

const root = new URL('..', import.meta.url).pathname;
const web = join(root, 'apps/web');
// Vite itself, not `npm run dev` through a shell: a signal to npm reached the shell, which ended and
// left Vite running with its port taken.
const vite = join(dirname(createRequire(join(web, 'package.json')).resolve('vite/package.json')), 'bin/vite.js');
// One web process: --watch restarts one process, and a reload is what matters here, not throughput.
const serverEnv = { WEB_PROCESSES: '1', ...process.env };
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: serverEnv,
  }),
  spawn(process.execPath, [vite], { cwd: web, stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
// Its parent gone, the two servers stop too rather than keep their ports taken.
whenParentGone(() => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
