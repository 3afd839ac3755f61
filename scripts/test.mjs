// `npm test`: every check and test, in order, with one summary at the end.
// Server tests run on PGlite; with TEST_DATABASE_URL on PostgreSQL, PGlite keeping the engine's files.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePowerDns } from './ensure-powerdns.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'node_modules/.cache/sportello-test');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitest = (name, where, options = []) => ({
  name,
  cmd: 'npm',
  args: [
    'exec',
    ...where,
    '--',
    'vitest',
    'run',
    ...options,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, `${name}.json`)}`,
  ],
  counts: () => {
    const r = JSON.parse(readFileSync(join(reports, `${name}.json`), 'utf8'));
    return {
      passed: r.numPassedTests,
      failed: r.numFailedTests + (r.numTotalTestSuites && !r.success && r.numFailedTests === 0 ? 1 : 0),
    };
  },
});

// The browser run keeps about a quarter of the two cores idle (Chromium waits on the page, the
// servers on the database): typecheck, lint and the formatter's check, which wait on nothing and
// have no timeouts, run beside it as `background` steps, taking what it leaves. Steps of one
// `together` group run side by side; a buffered step prints its output whole when it ends.
const background = { together: 'browser', background: true };
const steps = [
  // The lint rules themselves: each boundary and the cycle rule refuse what they must.
  { ...vitest('lint-rules', [], ['--config', 'scripts/lint-rules/vitest.config.mjs']), together: 'checks' },
  { ...vitest('domain', ['-w', 'packages/domain']), together: 'checks' },
  {
    ...vitest('server', ['-w', 'apps/server']),
    // The DNS test's PowerDNS and dig. A failed install does not stop the server tests: the DNS
    // test itself then fails, naming what is missing.
    before: () => {
      try {
        ensurePowerDns();
      } catch (error) {
        console.error(`✘ ${error.message}`);
      }
    },
  },
  vitest('web', ['-w', 'apps/web']),
  { name: 'build and size budget', cmd: 'npm', args: ['run', 'build', '-w', 'apps/web'] },
  {
    name: 'e2e',
    together: 'browser',
    before: () => ensureChromium('shell'),
    cmd: 'npm',
    args: ['test', '-w', 'e2e'],
    env: { E2E_JSON_REPORT: join(reports, 'e2e.json') },
    counts: () => {
      const r = JSON.parse(readFileSync(join(reports, 'e2e.json'), 'utf8'));
      return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected };
    },
  },
  { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck'], ...background },
  { name: 'lint', cmd: 'npm', args: ['run', 'lint'], ...background },
  // One formatter over the repository (biome.json); `npm run format` rewrites what it reports.
  { name: 'format', cmd: 'npx', args: ['biome', 'format', '.'], ...background },
];

/** The sessions of the background steps still running. */
const backgroundGroups = new Set();
// In a session of its own a background step does not get the terminal's Ctrl-C: it is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const pid of backgroundGroups) {
      try {
        process.kill(-pid, signal);
      } catch {
        // Ended already.
      }
    }
    process.exit(130);
  });
}

/**
 * A background step gets a session of its own, whose scheduling group is set to the lowest
 * priority. Linux schedules sessions as groups (autogroup) and `nice` weighs a process only against
 * its own session's: Chromium and the journeys' servers run in sessions of their own, so a niced
 * process would still take half the CPU from them.
 */
function lowerPriority(child) {
  backgroundGroups.add(child.pid);
  child.on('exit', () => backgroundGroups.delete(child.pid));
  try {
    writeFileSync(`/proc/${child.pid}/autogroup`, '19');
  } catch {
    // No autogroup (another kernel, another system): the process is niced instead.
    os.setPriority(child.pid, 19);
  }
}

const only = process.argv.slice(2);
const selected = steps.filter((step) => !only.length || only.some((o) => step.name.startsWith(o)));

/** Runs a step; `buffered` keeps its output until it ends, so steps side by side do not interleave. */
function run(step, buffered) {
  return new Promise((resolve) => {
    const started = Date.now();
    const output = [];
    const finish = (ok) =>
      resolve({ step, ok, output: output.join(''), seconds: Math.round((Date.now() - started) / 1000) });
    try {
      step.before?.();
    } catch (error) {
      output.push(`${error.message}\n`);
      finish(false);
      return;
    }
    const child = spawn(step.cmd, step.args, {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env },
      detached: Boolean(step.background),
    });
    if (step.background) lowerPriority(child);
    if (buffered) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('error', (error) => {
      output.push(`${error.message}\n`);
      finish(false);
    });
    child.on('close', (status) => finish(status === 0));
  });
}

let passed = 0;
let failed = 0;
const lines = [];
function record({ step, ok, seconds }) {
  let detail = '';
  if (step.counts && existsSync(join(reports, `${step.name}.json`))) {
    const c = step.counts();
    passed += c.passed;
    failed += c.failed;
    detail = ` (${c.passed} passed, ${c.failed} failed)`;
  } else if (step.counts) {
    failed += ok ? 0 : 1;
  } else if (!ok) {
    failed += 1;
  }
  if (!ok && step.counts && failed === 0) failed = 1;
  lines.push(`${ok ? '✔' : '✘'} ${step.name}${detail} ${seconds}s`);
  return ok;
}

for (let i = 0; i < selected.length; ) {
  const step = selected[i];
  let end = i + 1;
  while (step.together && end < selected.length && selected[end].together === step.together) end += 1;
  const batch = selected.slice(i, end);
  i = end;
  const started = Date.now();
  let results;
  if (batch.length === 1) {
    console.log(`\n▶ ${step.name}`);
    results = [await run(step, false)];
  } else {
    console.log(`\n▶ ${batch.map((s) => s.name).join(', ')} (side by side)`);
    results = await Promise.all(
      batch.map((s) =>
        run(s, s.background || !batch.some((other) => other.background)).then((result) => {
          console.log(`\n▶ ${s.name} (${result.seconds}s)\n${result.output}`);
          return result;
        }),
      ),
    );
  }
  const oks = results.map(record);
  if (batch.length > 1) lines.push(`  (side by side: ${Math.round((Date.now() - started) / 1000)}s)`);
  if (oks.some((ok) => !ok)) break;
}

console.log(`\n${lines.join('\n')}`);
console.log(`\nTotal: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || lines.some((l) => l.startsWith('✘')) ? 1 : 0);
