/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

/** Every source of the package by its path from here ('./access/policies.ts'). */
const sources = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * Modules the web's list pages import at their first paint: kept apart from the zod schemas, so
 * those pages do not download the schema library (some 22 KB compressed) before they show anything.
 */
const ZOD_FREE = [
  'access/policies.ts',
  'onboarding/skill-rules.ts',
  'services/service-rules.ts',
  'catalogue/durations.ts',
  'catalogue/product-features.ts',
  'documents/document-sections.ts',
  'users/user-grants.ts',
  'customers/customer-rules.ts',
];

/** What a module imports at run time (type-only imports and exports are erased): relative files and packages. */
function runtimeImports(file: string): string[] {
  const source = sources[file];
  if (source === undefined) throw new Error(`no source ${file}`);
  const found: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm))
    found.push(match[1]!);
  return found;
}

/** `./a/b.ts` + `../c/d.ts` → `./c/d.ts`. */
function joinPath(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The packages a module reaches through its run-time imports, and the chain to each. */
function reachedPackages(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) visit(joinPath(file, specifier), [...chain, specifier]);
      else if (!packages.has(specifier)) packages.set(specifier, chain);
    }
  };
  visit(`./${entry}`, [entry]);
  return packages;
}

describe('modules the list pages load first', () => {
  it.each(ZOD_FREE)('%s reaches no zod at run time', (entry) => {
    const reached = reachedPackages(entry);
    expect(reached.has('zod') ? reached.get('zod') : null).toBeNull();
  });

  it('notices zod where it is imported', () => {
    expect(reachedPackages('onboarding/skills.ts').has('zod')).toBe(true);
  });
});
