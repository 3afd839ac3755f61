// Runs the server as a child of this process (`npm start`) and ties their lives together: a signal
// this process gets goes to the server, this process exits with it, and when whoever started this
// process goes (npm killed by its pid, a supervisor that dies) the server is stopped as on SIGTERM.
// The server, for its part, stops when this process goes however it goes (see its IPC channel in
// apps/server/src/server.ts): neither is left running without the other.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { bundledServerArgs } from './build-server.mjs';
import { whenParentGone } from './parent-watch.mjs';

const root = new URL('..', import.meta.url).pathname;

/**
 * V8's compiled code of the server's modules, kept on disk by Node (22.1 and later) between starts: a
 * restart compiles again only what changed, a good part of the time before the first page answers
 * (issue 37: warm restart). Keyed by Node's version and each file's content, so never stale.
 */
const COMPILE_CACHE = join(root, 'node_modules/.cache/node-compile-cache');

export async function runServer() {
  const server = spawn(process.execPath, await bundledServerArgs(), {
    cwd: root,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { NODE_COMPILE_CACHE: COMPILE_CACHE, ...process.env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  whenParentGone(() => server.kill('SIGTERM'));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
