import { describe, expect, it } from 'vitest';
import { LANGUAGES, MESSAGES } from '@sportello/domain';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function placeholders(tree: Tree): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: Tree, prefix: string) =>
    Object.entries(node).forEach(([key, value]) =>
      typeof value === 'string'
        ? out.set(`${prefix}${key}`, [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort().join(','))
        : walk(value, `${prefix}${key}.`),
    );
  walk(tree, '');
  return out;
}

const namespaces = [...new Set(Object.keys(files).map((path) => path.split('/')[2]))];
const bundle = (lng: string, ns: string | undefined) => files[`./${lng}/${ns}`] ?? {};

describe('locales: every key in every language (it, en, de, fr)', () => {
  it('has the same namespaces in every language', () => {
    for (const lng of LANGUAGES) {
      expect(Object.keys(files).filter((p) => p.startsWith(`./${lng}/`)).map((p) => p.split('/')[2]).sort(), lng).toEqual(
        [...namespaces].sort(),
      );
    }
  });

  it.each(namespaces)('%s: same keys, no empty text, same placeholders', (ns) => {
    const reference = bundle('it', ns);
    const expectedKeys = keysOf(reference).sort();
    for (const lng of LANGUAGES) {
      const tree = bundle(lng, ns);
      expect(keysOf(tree).sort(), `${lng}/${ns}`).toEqual(expectedKeys);
      for (const [key, names] of placeholders(tree)) {
        expect(names, `${lng}/${ns} ${key}`).toBe(placeholders(reference).get(key));
      }
      expect(JSON.stringify(tree), `${lng}/${ns} has an empty text`).not.toContain('""');
    }
  });

  it('the shared domain messages have every key in every language', () => {
    const expected = Object.keys(MESSAGES.it).sort();
    for (const lng of LANGUAGES) {
      expect(Object.keys(MESSAGES[lng]).sort(), lng).toEqual(expected);
      expect(Object.values(MESSAGES[lng]).every((text) => text.trim().length > 0), lng).toBe(true);
    }
  });
});
