// The boundary rules of eslint.config.js and the cycle rule of biome.json, proved on a fixture tree
// laid out like the apps (fixtures/, left out of `npm run lint`): each boundary case lints one
// importing file and names the rule that must — or must not — object.
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const fixtures = join(import.meta.dirname, 'fixtures');
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js'), ignore: false });

/** The rule ids ESLint reports for `code` written at `file` (relative to fixtures/). */
async function ruleErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: join(fixtures, file) });
  return result.messages.map((message) => message.ruleId);
}

const importing = (name, source) => `import { ${name} } from '${source}';\n\nexport const probe = ${name};\n`;

describe('boundaries', () => {
  it.each([
    [
      'server feature → another feature',
      'apps/server/src/features/billing/probe.ts',
      importing('orderRoutes', '../orders/routes.ts'),
    ],
    [
      'web feature → another feature',
      'apps/web/src/features/billing/probe.ts',
      importing('OrdersPage', '../orders/orders-page.tsx'),
    ],
    ['platform → module', 'apps/server/src/platform/probe.ts', importing('companyName', '../modules/company/index.ts')],
    [
      'platform → feature',
      'apps/server/src/platform/probe.ts',
      importing('billingRoutes', '../features/billing/routes.ts'),
    ],
    [
      'server module → feature',
      'apps/server/src/modules/users/probe.ts',
      importing('billingRoutes', '../../features/billing/routes.ts'),
    ],
    [
      'web module → feature',
      'apps/web/src/modules/company/probe.ts',
      importing('BillingPage', '../../features/billing/billing-page.tsx'),
    ],
    ['web module → app', 'apps/web/src/modules/company/probe.ts', importing('routes', '../../app/routes.ts')],
    [
      'server feature → a module’s inner file',
      'apps/server/src/features/billing/probe.ts',
      importing('companyName', '../../modules/company/company-store.ts'),
    ],
    [
      'server module → another module’s inner file',
      'apps/server/src/modules/users/probe.ts',
      importing('companyName', '../company/company-store.ts'),
    ],
    [
      'web feature → a module’s inner file',
      'apps/web/src/features/billing/probe.ts',
      importing('companyLabel', '../../modules/company/company-label.ts'),
    ],
    [
      'web app → a module’s inner file',
      'apps/web/src/app/probe.ts',
      importing('companyLabel', '../modules/company/company-label.ts'),
    ],
    ['web shared → module', 'apps/web/src/shared/probe.ts', importing('companyLabel', '../modules/company/index.ts')],
    [
      'web shared → feature',
      'apps/web/src/shared/probe.ts',
      importing('BillingPage', '../features/billing/billing-page.tsx'),
    ],
  ])('refuses %s', async (_case, file, code) => {
    expect(await ruleErrors(file, code)).toEqual(['boundaries/dependencies']);
  });

  it.each([
    [
      'server feature → module index',
      'apps/server/src/features/billing/probe.ts',
      importing('companyName', '../../modules/company/index.ts'),
    ],
    [
      'server feature → its own files',
      'apps/server/src/features/billing/probe.ts',
      importing('billingRoutes', './routes.ts'),
    ],
    ['server module → platform', 'apps/server/src/modules/users/probe.ts', importing('query', '../../platform/db.ts')],
    [
      'server module → another module’s index',
      'apps/server/src/modules/users/probe.ts',
      importing('companyName', '../company/index.ts'),
    ],
    [
      'server module → its own inner file',
      'apps/server/src/modules/company/probe.ts',
      importing('companyName', './company-store.ts'),
    ],
    [
      'server module → the server’s config',
      'apps/server/src/modules/company/probe.ts',
      importing('config', '../../config.ts'),
    ],
    [
      'web feature → module index',
      'apps/web/src/features/billing/probe.ts',
      importing('companyLabel', '../../modules/company/index.ts'),
    ],
    ['web module → shared', 'apps/web/src/modules/company/probe.ts', importing('label', '../../shared/label.ts')],
    [
      'web app → feature',
      'apps/web/src/app/probe.ts',
      importing('BillingPage', '../features/billing/billing-page.tsx'),
    ],
  ])('allows %s', async (_case, file, code) => {
    expect(await ruleErrors(file, code)).toEqual([]);
  });
});

describe('HTTP errors stay at the edge', () => {
  const httpError = (from) => importing('HttpError', `${from}platform/http/http-error.ts`);

  it.each([
    ['a module', 'apps/server/src/modules/users/probe.ts', httpError('../../')],
    ['a feature’s use case', 'apps/server/src/features/billing/use-cases.ts', httpError('../../')],
  ])('refuses HttpError in %s', async (_case, file, code) => {
    expect(await ruleErrors(file, code)).toEqual(['no-restricted-imports']);
  });

  it.each([
    ['a feature’s routes', 'apps/server/src/features/billing/routes.ts', httpError('../../')],
    ['a feature’s other routes file', 'apps/server/src/features/billing/invite-routes.ts', httpError('../../')],
    ['platform', 'apps/server/src/platform/probe.ts', importing('HttpError', './http/http-error.ts')],
  ])('allows HttpError in %s', async (_case, file, code) => {
    expect(await ruleErrors(file, code)).toEqual([]);
  });
});

describe('one transaction idiom', () => {
  const opening = 'export const probe = (db) => db.transaction().execute(async () => 1);\n';

  it('refuses a raw transaction in a module or a use case', async () => {
    expect(await ruleErrors('apps/server/src/modules/users/probe.ts', opening)).toEqual(['no-restricted-syntax']);
    expect(await ruleErrors('apps/server/src/features/billing/use-cases.ts', opening)).toEqual([
      'no-restricted-syntax',
    ]);
  });

  it('allows it in platform, where inTransaction lives', async () => {
    expect(await ruleErrors('apps/server/src/platform/probe.ts', opening)).toEqual([]);
  });
});

describe('popups mounted when used', () => {
  it("refuses Mantine's Modal and Tooltip in a page", async () => {
    for (const name of ['Modal', 'Tooltip'])
      expect(await ruleErrors('apps/web/src/features/billing/probe.tsx', importing(name, '@mantine/core'))).toEqual([
        'no-restricted-imports',
      ]);
  });

  it('allows them in the shared components that mount them when used, and in tests', async () => {
    expect(await ruleErrors('apps/web/src/shared/ui/dialog.tsx', importing('Modal', '@mantine/core'))).toEqual([]);
    expect(await ruleErrors('apps/web/src/shared/ui/hint.tsx', importing('Tooltip', '@mantine/core'))).toEqual([]);
    expect(
      await ruleErrors('apps/web/src/features/billing/probe.test.tsx', importing('Modal', '@mantine/core')),
    ).toEqual([]);
  });
});

describe('packages loaded at first use', () => {
  it('refuses a value import of one in the server', async () => {
    const code = "import PDFDocument from 'pdfkit';\n\nexport const probe = PDFDocument;\n";
    expect(await ruleErrors('apps/server/src/features/billing/probe.ts', code)).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
  });

  it('allows its types, and a value import in a test', async () => {
    const types = "import type { IOptions } from 'sanitize-html';\n\nexport type Probe = IOptions;\n";
    expect(await ruleErrors('apps/server/src/features/billing/probe.ts', types)).toEqual([]);
    const test = "import sharp from 'sharp';\n\nexport const probe = sharp;\n";
    expect(await ruleErrors('apps/server/src/features/billing/probe.test.ts', test)).toEqual([]);
  });
});

describe('import cycles', () => {
  // Biome's noImportCycles (biome.json) reads the import graph of the whole tree at once: it is run on
  // the fixture tree as `npm run lint` runs it on apps/ and packages/.
  const cycles = () => {
    const run = spawnSync(join(root, 'node_modules/.bin/biome'), ['lint', '--reporter=json', fixtures], {
      cwd: root,
      encoding: 'utf8',
    });
    const { diagnostics } = JSON.parse(run.stdout);
    return diagnostics.map((d) => [relative(fixtures, join(root, d.location.path)), d.category]).sort();
  };

  it('refuses two files importing each other, and ignores a cycle made only of type imports, which the compiler erases', () => {
    // cycle-a.ts and cycle-b.ts import each other's values; type-a.ts imports type-b.ts's only as a type.
    expect(cycles()).toEqual([
      ['apps/server/src/platform/cycle-a.ts', 'lint/suspicious/noImportCycles'],
      ['apps/server/src/platform/cycle-b.ts', 'lint/suspicious/noImportCycles'],
    ]);
  });
});
