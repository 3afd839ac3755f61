/**
 * French typography (docs/glossary.md): a non-breaking space (U+00A0, or the narrow U+202F)
 * before the high punctuation marks ':' ';' '?' '!' when they end a word — "Adresse e-mail :",
 * "Continuer ?". Marks inside a token (URLs, times such as 10:30) are not punctuation and stay.
 */
const HIGH_PUNCTUATION = /([^\s])?(\s*)([:;?!])(?=\s|$|["»)\]])/gu;
const NBSP = '\u00A0';

function isSpaceOk(before: string | undefined, spaces: string): boolean {
  if (before === undefined) return true; // the text starts with the mark: nothing to separate
  if (/[?!:;]/u.test(before) && spaces === '') return true; // "?!", the first mark carries the space
  return spaces === NBSP || spaces === '\u202F';
}

/** The places of a French text where a high punctuation mark lacks its non-breaking space. */
export function frenchSpacingViolations(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(HIGH_PUNCTUATION)) {
    const [whole, before, spaces = '', mark] = m;
    if (!isSpaceOk(before, spaces))
      found.push(`…${text.slice(Math.max(0, (m.index ?? 0) - 12), (m.index ?? 0) + whole.length)}… (${mark})`);
  }
  return found;
}

/** The text with a non-breaking space before each high punctuation mark that needs one. */
export function withFrenchSpacing(text: string): string {
  return text.replace(HIGH_PUNCTUATION, (whole, before: string | undefined, spaces: string, mark: string) =>
    isSpaceOk(before, spaces) ? whole : `${before ?? ''}${NBSP}${mark}`,
  );
}
