// Runs the server as a child of this process (`npm start`) and ties their lives together: a signal
// this process gets goes to the server, this process exits with it, and when whoever started this
// process goes (npm killed by its pid, a supervisor that dies) the server is stopped as on SIGTERM.
// The server, for its part, stops when this process goes however it goes (see its IPC channel in
// apps/server/src/server.ts): neither is left running without the other.
import { spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

/** How often this process looks whether its parent is still there: Node has no event for it. */
const PARENT_CHECK_MS = 500;

const root = new URL('..', import.meta.url).pathname;

export function runServer() {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: process.env,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  // An orphan is adopted by another process (init or a subreaper): its parent's pid changes.
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    server.kill('SIGTERM');
  }, PARENT_CHECK_MS);
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
