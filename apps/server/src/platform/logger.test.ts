import { spawnSync } from 'node:child_process';
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

describe('createLogger', () => {
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
