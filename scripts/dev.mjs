// `npm run dev`: the server with reload on change, and Vite's dev server.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
// One web process: --watch restarts one process, and a reload is what matters here, not throughput.
const serverEnv = { WEB_PROCESSES: '1', ...process.env };
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: serverEnv,
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
