import { describe, expect, it } from 'vitest';
import { frenchSpacingViolations, LANGUAGES, MESSAGES } from '@sportello/domain';

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
        ? out.set(
            `${prefix}${key}`,
            [...value.matchAll(/\{\{(\w+)\}\}/g)]
              .map((m) => m[1])
              .sort()
              .join(','),
          )
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
      expect(
        Object.keys(files)
          .filter((p) => p.startsWith(`./${lng}/`))
          .map((p) => p.split('/')[2])
          .sort(),
        lng,
      ).toEqual([...namespaces].sort());
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
      expect(
        Object.values(MESSAGES[lng]).every((text) => text.trim().length > 0),
        lng,
      ).toBe(true);
    }
  });
});

/**
 * docs/glossary.md: one word per key term and language. The words each language must not use any
 * more (the glossary's "not" column) — a text that brings one back fails here.
 */
const AVOIDED: Record<'en' | 'de' | 'fr', readonly RegExp[]> = {
  en: [/reserved area/i, /client area/i, /\bfirm\b/i, /mark-up/i],
  de: [
    /Opportunities/,
    /reservierten? Bereich/i,
    /Erneuerung/,
    /\bFirma\b/,
    /\bMarge\b/,
    /Offerte/,
    /Händler/,
    /Zahlungsmethode/,
  ],
  fr: [/espace réservé/i, /espace personnel/i, /\bsociété\b/i, /majoration/i, /rabais/i],
};

function stringsOf(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : stringsOf(value, `${prefix}${key}.`),
  );
}

const textsOf = (lng: 'en' | 'de' | 'fr'): [string, string][] => [
  ...namespaces.flatMap((ns) => stringsOf(bundle(lng, ns)).map(([k, v]): [string, string] => [`${ns}:${k}`, v])),
  ...Object.entries(MESSAGES[lng]),
];

describe('locales follow the glossary (docs/glossary.md)', () => {
  it.each(['en', 'de', 'fr'] as const)('%s uses the chosen words', (lng) => {
    const found = textsOf(lng).flatMap(([key, text]) =>
      AVOIDED[lng].filter((re) => re.test(text)).map((re) => `${key}: ${String(re)}`),
    );
    expect(found).toEqual([]);
  });

  it('French puts a non-breaking space before : ; ? !', () => {
    const found = textsOf('fr').flatMap(([key, text]) => frenchSpacingViolations(text).map((v) => `${key}: ${v}`));
    expect(found).toEqual([]);
  });
});
