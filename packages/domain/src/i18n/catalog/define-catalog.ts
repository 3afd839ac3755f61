/**
 * One area's messages in the four languages. The Italian block fixes the keys;
 * the others must have exactly those keys (a missing one fails to compile).
 */
export function defineCatalog<const T extends Record<string, string>>(catalog: {
  it: T;
  en: Record<keyof T, string>;
  de: Record<keyof T, string>;
  fr: Record<keyof T, string>;
}) {
  return catalog;
}
