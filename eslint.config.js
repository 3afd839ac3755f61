import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Boundaries (MODELS.md): no imports from one feature into another; imports flow
 * shared → features → app (web) and platform → features (server); packages/domain
 * imports nothing from the apps. One element type per feature folder, read from
 * disk, so a new feature is covered without touching this file.
 */
function featureNames(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
}

const webFeatures = featureNames('./apps/web/src/features');
const serverFeatures = featureNames('./apps/server/src/features');

const elements = [
  { type: 'domain', pattern: 'packages/domain/src' },
  ...webFeatures.map((name) => ({ type: `web-feature-${name}`, pattern: `apps/web/src/features/${name}` })),
  { type: 'web-shared', pattern: 'apps/web/src/shared' },
  // The test harness (fake server, renderApp) may be imported by any test.
  { type: 'web-test', pattern: 'apps/web/src/test' },
  { type: 'web-app', pattern: 'apps/web/src' },
  ...serverFeatures.map((name) => ({ type: `server-feature-${name}`, pattern: `apps/server/src/features/${name}` })),
  { type: 'server-platform', pattern: 'apps/server/src/platform' },
  { type: 'server-app', pattern: 'apps/server/src' },
];

const otherFeatures = (prefix, names, own) => names.filter((n) => n !== own).map((n) => `${prefix}${n}`);

const policies = [
  {
    from: { element: { type: 'domain' } },
    disallow: { to: { element: { types: { anyOf: elements.map((e) => e.type).filter((t) => t !== 'domain') } } } },
    message: 'packages/domain is pure and shared: it imports nothing from the apps.',
  },
  ...webFeatures.map((name) => ({
    from: { element: { type: `web-feature-${name}` } },
    disallow: { to: { element: { types: { anyOf: ['web-app', ...otherFeatures('web-feature-', webFeatures, name)] } } } },
    message: 'A web feature imports only shared/ and itself: move what two features share to shared/ or packages/domain.',
  })),
  {
    from: { element: { type: 'web-shared' } },
    disallow: { to: { element: { types: { anyOf: ['web-app', ...webFeatures.map((n) => `web-feature-${n}`)] } } } },
    message: 'shared/ is imported by features and app, never the other way round.',
  },
  ...serverFeatures.map((name) => ({
    from: { element: { type: `server-feature-${name}` } },
    disallow: { to: { element: { types: { anyOf: otherFeatures('server-feature-', serverFeatures, name) } } } },
    message: 'A server feature imports only platform/ and itself: move what two features share to platform/ or packages/domain.',
  })),
  {
    from: { element: { type: 'server-platform' } },
    disallow: { to: { element: { types: { anyOf: serverFeatures.map((n) => `server-feature-${n}`) } } } },
    message: 'platform/ is imported by features, never the other way round.',
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/artifacts/**', 'e2e/test-results/**', '**/playwright-report/**'],
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
            { group: ['node:*', 'fs', 'path', 'http', 'pg', 'kysely', 'react', 'react-dom', '@mantine/*'], message: 'packages/domain is pure TypeScript without I/O.' },
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
