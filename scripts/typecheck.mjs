// `npm run typecheck`: the four TypeScript projects, as many at once as there are cores.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';

const projects = ['packages/domain', 'apps/server', 'apps/web', 'e2e'];
const root = new URL('..', import.meta.url).pathname;
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function check(project) {
  return new Promise((resolve) => {
    const run = spawn(process.execPath, [tsc, '-p', project], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    run.stdout.on('data', (chunk) => (output += chunk));
    run.stderr.on('data', (chunk) => (output += chunk));
    run.on('close', (code) => {
      // Printed whole once done, so two projects' errors never interleave.
      if (output) process.stdout.write(`${project}:\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), projects.length) }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
