import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Boundaries (ARCHITECTURE.md). Server: features → modules → platform; web: app → features →
 * modules → shared; packages/domain imports nothing from the apps. A feature imports no other
 * feature; a module is entered only through its index.ts. Elements are glob patterns with the
 * folder name captured, so a feature or module folder created later is covered without touching
 * this file. Patterns match from the right of a path, which lets the rule tests lint a fixture
 * tree laid out like the real one (scripts/lint-rules).
 */
const elements = [
  { type: 'domain', pattern: 'packages/domain/src' },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
  { type: 'web-module', pattern: 'apps/web/src/modules/*', capture: ['module'] },
  { type: 'web-shared', pattern: 'apps/web/src/shared' },
  // The test harness (fake server, renderApp) may be imported by any test.
  { type: 'web-test', pattern: 'apps/web/src/test' },
  { type: 'web-app', pattern: 'apps/web/src' },
  { type: 'server-feature', pattern: 'apps/server/src/features/*', capture: ['feature'] },
  { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
  { type: 'server-platform', pattern: 'apps/server/src/platform' },
  { type: 'server-app', pattern: 'apps/server/src' },
];

const to = (selector) => ({ to: { element: selector } });
const from = (selector) => ({ element: selector });

/** Any module's inner file, seen from outside that module. */
const moduleInnerFile = (type) => ({ type, fileInternalPath: '!index.ts' });

const policies = [
  {
    from: from({ type: 'domain' }),
    disallow: to({ type: '!domain' }),
    message: 'packages/domain is pure and shared: it imports nothing from the apps.',
  },
  ...['web', 'server'].flatMap((side) => [
    {
      from: from({ type: `${side}-feature` }),
      disallow: to({ type: `${side}-feature`, captured: { feature: '!{{ from.element.captured.feature }}' } }),
      message:
        'A feature imports no other feature: move what two features share to a module, to shared/platform or to packages/domain.',
    },
    {
      from: from({ type: `!${side}-module` }),
      disallow: to(moduleInnerFile(`${side}-module`)),
      message:
        "A module is entered only through its index.ts: import from 'modules/<module>/index.ts', or export what is missing there.",
    },
    {
      from: from({ type: `${side}-module` }),
      disallow: to({
        ...moduleInnerFile(`${side}-module`),
        captured: { module: '!{{ from.element.captured.module }}' },
      }),
      message: 'A module imports another module only through its index.ts.',
    },
    {
      from: from({ type: `${side}-module` }),
      disallow: to({ type: `${side}-feature` }),
      message: 'A module never imports a feature: features build on modules, not the other way round.',
    },
  ]),
  {
    from: from({ types: { anyOf: ['web-feature', 'web-module'] } }),
    disallow: to({ type: 'web-app' }),
    message: 'Web features and modules never import the app around them (router, layouts, shell).',
  },
  {
    from: from({ type: 'web-shared' }),
    disallow: to({ types: { anyOf: ['web-app', 'web-feature', 'web-module'] } }),
    message: 'shared/ is imported by modules, features and app, never the other way round.',
  },
  {
    from: from({ type: 'server-platform' }),
    disallow: to({ types: { anyOf: ['server-feature', 'server-module'] } }),
    message: 'platform/ is imported by modules and features, never the other way round.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      '**/playwright-report/**',
      // Files that break the rules on purpose, linted only by the rule tests.
      'scripts/lint-rules/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'http', 'pg', 'kysely', 'react', 'react-dom', '@mantine/*'],
              message: 'packages/domain is pure TypeScript without I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    // Use cases (modules, and features' files other than routes) refuse with DomainError; the HTTP
    // edge gives it a status. HttpError belongs to routes and hooks (ARCHITECTURE.md).
    files: [
      'apps/server/src/{modules,features}/**/*.ts',
      'scripts/lint-rules/fixtures/apps/server/src/{modules,features}/**/*.ts',
    ],
    ignores: ['**/*routes.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/platform/http/*'],
              message:
                'Use cases throw DomainError or InputValidationError (platform/use-cases/domain-error.ts); only routes and hooks speak HTTP.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction'][arguments.length=0]",
          message:
            'Use cases open their transaction with inTransaction (platform/use-cases/use-case-context.ts), which joins an open one.',
        },
      ],
    },
  },
  {
    // Packages only a few calls use load at their first use (docs/decisions.md, "Packages of one path
    // loaded at first use"): a value import of one of them in the server puts it back into every start.
    files: ['apps/server/src/**/*.ts', 'scripts/lint-rules/fixtures/apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            'pdfkit',
            'swissqrbill/pdf',
            'xmlbuilder2',
            'sanitize-html',
            'sharp',
            'file-type',
            'qrcode',
            'nodemailer',
          ].map((name) => ({
            name,
            allowTypeImports: true,
            message: `${name} loads where it is used: \`await import('${name}')\` (import type for its types).`,
          })),
        },
      ],
    },
  },
  {
    // A closed Modal and an unhovered Tooltip mount a portal and a floating element that set state while
    // React commits them, rendering the page's first commit twice (docs/decisions.md, "Nothing of the
    // first commit renders twice"): pages use shared/ui's Dialog and Hint, which mount them when used.
    files: ['apps/web/src/**/*.{ts,tsx}', 'scripts/lint-rules/fixtures/apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/shared/ui/dialog.tsx', '**/shared/ui/hint.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: ['Modal', 'Tooltip'],
              message:
                "Use Dialog (shared/ui/dialog.tsx) or Hint (shared/ui/hint.tsx): they mount Mantine's when used.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
