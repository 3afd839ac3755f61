// `npm test`: every check and test, in order, with one summary at the end.
// Server tests run on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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
  args: ['exec', ...where, '--', 'vitest', 'run', ...options, '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `${name}.json`)}`],
  counts: () => {
    const r = JSON.parse(readFileSync(join(reports, `${name}.json`), 'utf8'));
    return { passed: r.numPassedTests, failed: r.numFailedTests + (r.numTotalTestSuites && !r.success && r.numFailedTests === 0 ? 1 : 0) };
  },
});

const steps = [
  { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck'] },
  { name: 'lint', cmd: 'npm', args: ['run', 'lint'] },
  // The lint rules themselves: each boundary and the cycle rule refuse what they must.
  vitest('lint-rules', [], ['--config', 'scripts/lint-rules/vitest.config.mjs']),
  vitest('domain', ['-w', 'packages/domain']),
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
    before: ensureChromium,
    cmd: 'npm',
    args: ['test', '-w', 'e2e'],
    env: { E2E_JSON_REPORT: join(reports, 'e2e.json') },
    counts: () => {
      const r = JSON.parse(readFileSync(join(reports, 'e2e.json'), 'utf8'));
      return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected };
    },
  },
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const lines = [];
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.startsWith(o))) continue;
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  let ok = true;
  try {
    step.before?.();
  } catch (error) {
    console.error(error.message);
    ok = false;
  }
  if (ok) {
    const run = spawnSync(step.cmd, step.args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...step.env } });
    ok = run.status === 0;
  }
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
  lines.push(`${ok ? '✔' : '✘'} ${step.name}${detail} ${Math.round((Date.now() - started) / 1000)}s`);
  if (!ok) break;
}

console.log(`\n${lines.join('\n')}`);
console.log(`\nTotal: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || lines.some((l) => l.startsWith('✘')) ? 1 : 0);
