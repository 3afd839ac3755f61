import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const logger = fileURLToPath(new URL('./logger.ts', import.meta.url));

/** Runs a short script with the project's logger in a process of its own and answers its standard output. */
function outputOf(script: string): string {
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { createLogger } from ${JSON.stringify(logger)};\n${script}`,
    ],
    {
      encoding: 'utf8',
      timeout: 20_000,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  expect(run.stderr).toBe('');
  return run.stdout;
}

/**
 * Runs a short script with the project's logger, its standard output a pipe (a FIFO, as `| tee`
 * makes) whose reader has gone or has stopped reading, and answers its exit code and how long it
 * took to exit once it said (on standard error) it was about to. One still running after 10 s
 * answers Infinity.
 */
async function exitOf(script: string, reader: 'gone' | 'stalled'): Promise<{ code: number | null; delay: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'sportello-logger-'));
  const fifo = join(dir, 'out');
  execFileSync('mkfifo', [fifo]);
  const readEnd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const writeEnd = openSync(fifo, constants.O_WRONLY);
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { createLogger } from ${JSON.stringify(logger)};\n${script}`,
    ],
    { stdio: ['ignore', writeEnd, 'pipe'] },
  );
  closeSync(writeEnd);
  if (reader === 'gone') closeSync(readEnd);
  let exitingAt = 0;
  child.stderr?.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('exiting')) exitingAt ||= Date.now();
  });
  try {
    return await new Promise((resolve) => {
      const killer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve({ code: null, delay: Number.POSITIVE_INFINITY });
      }, 10_000);
      child.on('exit', (code) => {
        clearTimeout(killer);
        resolve({ code, delay: Date.now() - exitingAt });
      });
    });
  } finally {
    if (reader === 'stalled') closeSync(readEnd);
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Writes `lines` log lines of 1 KB, then exits at once as the server does after its shutdown (code 0,
 * 1 if exiting throws): the last lines are still gathered.
 */
const logThenExit = (lines: number) => `
  const log = createLogger({ logLevel: 'info', logFormat: 'json' });
  process.stdout; // the server writes to it too, which makes the pipe non-blocking
  setTimeout(() => {
    for (let i = 0; i < ${lines}; i++) log.info({ n: i, pad: 'x'.repeat(1000) }, 'line');
    log.warn('shutting down');
    process.stderr.write('exiting\\n');
    try {
      process.exit(0);
    } catch {
      process.exit(1);
    }
  }, 300);
`;

describe('createLogger', () => {
  it('exits when whoever read its output has gone (a closed pipe)', async () => {
    const { code, delay } = await exitOf(logThenExit(0), 'gone');
    expect(delay).toBeLessThan(3_000);
    expect(code).toBe(0);
  }, 30_000);

  it('exits when whoever reads its output has stopped reading (a full pipe), after waiting a bounded time', async () => {
    const { code, delay } = await exitOf(logThenExit(500), 'stalled');
    expect(delay).toBeLessThan(5_000);
    expect(code).toBe(0);
  }, 30_000);

  it('gathers lines into larger writes, and writes them all when the process ends', () => {
    const out = outputOf(`
      const log = createLogger({ logLevel: 'info', logFormat: 'json' });
      for (let i = 0; i < 3; i++) log.info({ n: i }, 'line');
      log.debug('not at info');
    `);
    const lines = out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { n: number; msg: string });
    expect(lines.map((line) => [line.n, line.msg])).toEqual([
      [0, 'line'],
      [1, 'line'],
      [2, 'line'],
    ]);
  });

  it('writes what it gathered when the process exits at once', () => {
    const out = outputOf(`
      const log = createLogger({ logLevel: 'info', logFormat: 'json' });
      log.warn({ signal: 'SIGTERM' }, 'shutting down');
      process.exit(0);
    `);
    expect(JSON.parse(out.trim())).toMatchObject({ level: 40, msg: 'shutting down', signal: 'SIGTERM' });
  });

  it('writes whole lines, at most 4,096 bytes at a time: what a pipe shared by the web processes never cuts', () => {
    const out = outputOf(`
      const fs = (await import('node:fs')).default;
      const { writeSync } = fs;
      const writes = [];
      fs.write = (fd, data, ...rest) => { const done = rest.at(-1); writes.push(String(data)); setImmediate(() => done(null, Buffer.byteLength(data))); };
      fs.writeSync = (fd, data) => { writes.push(String(data)); return Buffer.byteLength(data); };
      const log = createLogger({ logLevel: 'info', logFormat: 'json' });
      for (let i = 0; i < 2000; i++) log.info({ n: i, pad: 'x'.repeat(100 + (i % 300)) }, 'line');
      process.on('exit', () => writeSync(1, JSON.stringify({
        lines: writes.join('').split('\\n').length - 1,
        largest: Math.max(...writes.map((w) => Buffer.byteLength(w))),
        cut: writes.filter((w) => !w.endsWith('\\n')).length,
      })));
    `);
    expect(JSON.parse(out)).toEqual({ lines: 2000, largest: expect.any(Number), cut: 0 });
    expect((JSON.parse(out) as { largest: number }).largest).toBeLessThanOrEqual(4096);
  });
});
