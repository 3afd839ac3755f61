// One file per number, not the package's index: the index holds every country of the world and would
// bring them all into the billing form's chunk (~190 KB). The table is the package's own `euVat`.
import * as chUid from 'stdnum/lib/cjs/ch/uid.js';
import * as chVat from 'stdnum/lib/cjs/ch/vat.js';
import * as itCodiceFiscale from 'stdnum/lib/cjs/it/codicefiscale.js';
import * as itIva from 'stdnum/lib/cjs/it/iva.js';
import * as atVat from 'stdnum/lib/cjs/at/uid.js';
import * as beVat from 'stdnum/lib/cjs/be/vat.js';
import * as bgVat from 'stdnum/lib/cjs/bg/vat.js';
import * as cyVat from 'stdnum/lib/cjs/cy/vat.js';
import * as czVat from 'stdnum/lib/cjs/cz/dic.js';
import * as deVat from 'stdnum/lib/cjs/de/vat.js';
import * as dkVat from 'stdnum/lib/cjs/dk/cvr.js';
import * as eeVat from 'stdnum/lib/cjs/ee/kmkr.js';
import * as esVat from 'stdnum/lib/cjs/es/nif.js';
import * as fiVat from 'stdnum/lib/cjs/fi/alv.js';
import * as frVat from 'stdnum/lib/cjs/fr/tva.js';
import * as grVat from 'stdnum/lib/cjs/gr/vat.js';
import * as hrVat from 'stdnum/lib/cjs/hr/oib.js';
import * as huVat from 'stdnum/lib/cjs/hu/anum.js';
import * as ieVat from 'stdnum/lib/cjs/ie/vat.js';
import * as ltVat from 'stdnum/lib/cjs/lt/pvm.js';
import * as luVat from 'stdnum/lib/cjs/lu/tva.js';
import * as lvVat from 'stdnum/lib/cjs/lv/pvn.js';
import * as mtVat from 'stdnum/lib/cjs/mt/vat.js';
import * as nlVat from 'stdnum/lib/cjs/nl/btw.js';
import * as plVat from 'stdnum/lib/cjs/pl/nip.js';
import * as ptVat from 'stdnum/lib/cjs/pt/nif.js';
import * as roVat from 'stdnum/lib/cjs/ro/cif.js';
import * as seVat from 'stdnum/lib/cjs/se/vat.js';
import * as siVat from 'stdnum/lib/cjs/si/ddv.js';
import * as skVat from 'stdnum/lib/cjs/sk/dph.js';
import type { MessageKey } from '../i18n/messages.ts';
import { ITALY, SWITZERLAND } from './billing-rules.ts';

/**
 * The tax numbers of the billing form, checked with `stdnum` (the JavaScript port of
 * python-stdnum: each country's format and check digits; see docs/decisions.md):
 * - Italy: the partita IVA (11 digits, Luhn check digit, a valid provincial office code) and the
 *   codice fiscale (16 characters with its check letter for a person, or the 11 digits of a
 *   company, checked as a partita IVA);
 * - Switzerland: the UID (CHE-123.456.789, mod-11 check digit), optionally followed by MWST, TVA or
 *   IVA (the VAT number);
 * - the other member states of the European Union: the VAT number in its country's format, with or
 *   without the country prefix (EL for Greece);
 * - any other country: not checked (the form's length limit only).
 * Spaces, dots and dashes as people write them are allowed; the value is kept as typed.
 */

/** The member states of the European Union (ISO codes), whose VAT numbers are checked. */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

const EU = new Set<string>(EU_COUNTRIES);

/** Each member state's VAT number validator (stdnum's `euVat` table). */
const EU_VAT: Record<(typeof EU_COUNTRIES)[number], { validate: (value: string) => { isValid: boolean } }> = {
  AT: atVat,
  BE: beVat,
  BG: bgVat,
  CY: cyVat,
  CZ: czVat,
  DE: deVat,
  DK: dkVat,
  EE: eeVat,
  ES: esVat,
  FI: fiVat,
  FR: frVat,
  GR: grVat,
  HR: hrVat,
  HU: huVat,
  IE: ieVat,
  IT: itIva,
  LT: ltVat,
  LU: luVat,
  LV: lvVat,
  MT: mtVat,
  NL: nlVat,
  PL: plVat,
  PT: ptVat,
  RO: roVat,
  SE: seVat,
  SI: siVat,
  SK: skVat,
};

/** The prefix a VAT number carries in the VIES system, where it differs from the ISO code. */
const VAT_PREFIX: Record<string, string> = { GR: 'EL' };

const VAT_MESSAGES = {
  IT: 'company.validation.partita_iva',
  CH: 'company.validation.uid',
  EU: 'company.validation.vat_format',
} as const satisfies Record<string, MessageKey>;

export const CODICE_FISCALE_MESSAGE: MessageKey = 'company.validation.codice_fiscale';

/**
 * A VAT number as stored: without the spaces, dots, dashes and slashes people type in it, in
 * capitals. A Swiss VAT number as written, 'CHE-123.456.789 MWST' (20 characters), is
 * 'CHE123456789MWST' (16), within the spec's limit.
 */
export function compactVatNumber(value: string): string {
  return value.replace(/[\s.\-/]/g, '').toUpperCase();
}

/** How many characters a VAT number may take as typed, separators included; stored compact, within 16. */
export const VAT_NUMBER_TYPED_MAX = 24;

/** Whether this country's VAT numbers are checked (Italy, Switzerland, the EU). */
export function checksVatNumber(country: string | null | undefined): boolean {
  const code = (country ?? '').toUpperCase();
  return code === SWITZERLAND || EU.has(code);
}

/**
 * The message key when `value` is not a VAT number of `country`, else null. Countries outside the
 * EU and Switzerland are not checked (null); an empty value is the required rules' business (null).
 */
export function vatNumberIssue(
  country: string | null | undefined,
  value: string | null | undefined,
): MessageKey | null {
  const code = (country ?? '').toUpperCase();
  const number = (value ?? '').trim().toUpperCase();
  if (number === '' || !checksVatNumber(code)) return null;
  if (code === SWITZERLAND) return isSwissUid(number) ? null : VAT_MESSAGES.CH;
  if (code === ITALY) return itIva.validate(number).isValid ? null : VAT_MESSAGES.IT;
  return isEuVatNumber(code, number) ? null : VAT_MESSAGES.EU;
}

/** A Swiss UID (CHE-123.456.789, its check digit) alone or as a VAT number (… MWST, TVA or IVA). */
export function isSwissUid(value: string): boolean {
  const number = value.trim().toUpperCase();
  return chUid.validate(number).isValid || chVat.validate(number).isValid;
}

/** A VAT number of an EU member state, with or without its prefix (EL for Greece). */
export function isEuVatNumber(country: string, value: string): boolean {
  const validator = EU_VAT[country as keyof typeof EU_VAT] as (typeof EU_VAT)[keyof typeof EU_VAT] | undefined;
  if (!validator) return false;
  const prefix = VAT_PREFIX[country] ?? country;
  const number = value.replace(/[\s.\-/]/g, '').toUpperCase();
  // The number without its prefix: the validators know their own country's prefix, not Greece's EL.
  const bare = number.startsWith(prefix) ? number.slice(prefix.length) : number;
  return validator.validate(bare).isValid;
}

/**
 * An Italian codice fiscale: a person's 16 characters with the check letter (also with the
 * letters that replace digits in homocodes), or a company's 11 digits with a partita IVA's check.
 */
export function isCodiceFiscale(value: string | null | undefined): boolean {
  const code = (value ?? '').replace(/\s/g, '').toUpperCase();
  if (/^\d{11}$/.test(code)) return itIva.validate(code).isValid;
  return itCodiceFiscale.validate(code).isValid;
}
