import { ITALIAN_CAP_RANGES, ITALIAN_PROVINCES } from './italian-postal-ranges.ts';

const CAP_FORMAT = /^\d{5}$/;
const PROVINCES = new Set(ITALIAN_PROVINCES);

interface CapRange {
  first: string;
  last: string;
  provinces: readonly string[];
}

let ranges: CapRange[] | undefined;
function capRanges(): CapRange[] {
  ranges ??= ITALIAN_CAP_RANGES.split(',').map((entry) => {
    const [span = '', provinces = ''] = entry.split(':');
    const [first = '', last = ''] = span.split('-');
    return { first, last, provinces: provinces.split('/') };
  });
  return ranges;
}

/** An Italian CAP: five digits. */
export const isItalianCap = (cap: string): boolean => CAP_FORMAT.test(cap);

/** The sigla of an Italian province ('MI', 'mi' too: the form does not force capitals). */
export const isItalianProvince = (sigla: string): boolean => PROVINCES.has(sigla.toUpperCase());

/**
 * Whether a CAP and a province agree: the CAP lies in a range of that province. A well-formed CAP the
 * ISTAT data do not know (a new one) agrees with any province rather than refusing a real address.
 */
export function capMatchesProvince(cap: string, sigla: string): boolean {
  const range = capRanges().find((r) => r.first <= cap && cap <= r.last);
  return !range || range.provinces.includes(sigla.toUpperCase());
}
