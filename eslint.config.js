import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Boundaries (MODELS.md): no imports from one feature into another; imports flow
 * shared → features → app; packages/domain imports nothing from the apps.
 * Zones are generated from the feature folders, so a new feature is covered
 * without touching this file.
 */
function featureZones(featuresDir) {
  if (!existsSync(featuresDir)) return [];
  return readdirSync(featuresDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({
      target: `${featuresDir}/${d.name}`,
      from: featuresDir,
      except: [`./${d.name}`],
      message: 'A feature may not import another feature: move the shared piece to shared/ (web), platform/ (server) or packages/domain.',
    }));
}

const zones = [
  {
    target: './packages/domain',
    from: './apps',
    message: 'packages/domain is pure and shared: it imports nothing from the apps.',
  },
  ...featureZones('./apps/web/src/features'),
  ...featureZones('./apps/server/src/features'),
  {
    target: './apps/web/src/shared',
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'shared/ is imported by features and app, never the other way round.',
  },
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features do not import the app layer.',
  },
  {
    target: './apps/server/src/platform',
    from: './apps/server/src/features',
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
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
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
