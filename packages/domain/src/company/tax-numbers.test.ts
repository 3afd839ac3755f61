import { describe, expect, it } from 'vitest';
import { BillingChangeRequestSchema } from '../account/company-requests.ts';
import { issueField, issueMessage } from '../i18n/issues.ts';
import { translate } from '../i18n/messages.ts';
import { CompanyBillingSchema, type CompanyBillingInput } from './billing-schema.ts';
import { EU_COUNTRIES, isCodiceFiscale, isSwissUid, vatNumberIssue } from './tax-numbers.ts';

/** One valid VAT number per EU member state, as people write them (published examples of python-stdnum's tests). */
const EU_VALID: Record<(typeof EU_COUNTRIES)[number], string> = {
  AT: 'ATU13585627',
  BE: 'BE 0403.019.261',
  BG: 'BG 175 074 752',
  CY: 'CY-10259033P',
  CZ: 'CZ 25123891',
  DE: 'DE136695976',
  DK: 'DK 13585628',
  EE: 'EE100594102',
  ES: 'ESB58378431',
  FI: 'FI 20774740',
  FR: 'FR 40 303 265 045',
  GR: 'EL 094259216',
  HR: 'HR 33392005961',
  HU: 'HU-12892312',
  IE: 'IE6433435F',
  IT: 'IT 00743110157',
  LT: 'LT119511515',
  LU: 'LU 150 274 42',
  LV: 'LV 4000 3521 600',
  MT: 'MT 1167-9112',
  NL: 'NL004495445B01',
  PL: 'PL 8567346215',
  PT: 'PT 501 964 843',
  RO: 'RO 185 472 90',
  SE: 'SE 123456789701',
  SI: 'SI 5022 3054',
  SK: 'SK 202 274 96 19',
};

describe('VAT numbers (stdnum)', () => {
  describe('Italy: partita IVA, 11 digits with a Luhn check digit', () => {
    it.each(['04512870967', '00743110157', 'IT00743110157', ' it 00743110157 ', '01234560157'])('%s is valid', (n) => {
      expect(vatNumberIssue('IT', n)).toBeNull();
    });
    it.each([
      ['12345678901', 'the office code 890 does not exist'],
      ['04512870961', 'wrong check digit'],
      ['0451287096', '10 digits'],
      ['045128709670', '12 digits'],
      ['123', 'far too short'],
      ['0451287096A', 'a letter'],
      ['FR40303265045', 'another country’s number'],
    ])('%s is refused (%s)', (n) => {
      expect(vatNumberIssue('IT', n)).toBe('company.validation.partita_iva');
    });
  });

  describe('Switzerland: UID CHE-123.456.789 with its mod-11 check digit, optional MWST/TVA/IVA', () => {
    it.each([
      'CHE-109.322.551',
      'CHE109322551',
      'che-109.322.551',
      'CHE-116.281.710 MWST',
      'CHE-116.281.710 TVA',
      'CHE-116.281.710 IVA',
      'CHE-123.456.788',
    ])('%s is valid', (n) => {
      expect(isSwissUid(n)).toBe(true);
      expect(vatNumberIssue('CH', n)).toBeNull();
    });
    it.each([
      ['CHE-123.456.789', 'wrong check digit'],
      ['CHE-109.322.552', 'wrong check digit'],
      ['CHE-109.322.55', 'eight digits'],
      ['CHE-109.322.5511', 'ten digits'],
      ['109.322.551', 'no CHE'],
      ['CHE-116.281.710 VAT', 'an unknown suffix'],
      ['04512870967', 'an Italian number'],
    ])('%s is refused (%s)', (n) => {
      expect(vatNumberIssue('CH', n)).toBe('company.validation.uid');
    });
  });

  describe('the other EU member states: their own format', () => {
    it.each(Object.entries(EU_VALID))('%s: %s is valid', (country, n) => {
      expect(vatNumberIssue(country, n)).toBeNull();
    });
    it('also without the country prefix', () => {
      expect(vatNumberIssue('DE', '136695976')).toBeNull();
      expect(vatNumberIssue('FR', '40303265045')).toBeNull();
      expect(vatNumberIssue('GR', '094259216')).toBeNull();
    });
    it.each([
      ['DE', '12345678', 'eight digits'],
      ['DE', 'DE136695978', 'wrong check digit'],
      ['DE', 'FR40303265045', 'a French number'],
      ['FR', 'FR 40 303 265 04', 'one digit short'],
      ['AT', 'AT13585627', 'no U'],
      ['NL', 'NL004495445X01', 'no B'],
      ['ES', 'ES123', 'too short'],
      ['GR', 'EL 12345', 'too short'],
    ])('%s: %s is refused (%s)', (country, n) => {
      expect(vatNumberIssue(country, n)).toBe('company.validation.vat_format');
    });
    it('covers all 27 member states', () => {
      expect(EU_COUNTRIES).toHaveLength(27);
      for (const country of EU_COUNTRIES) expect(vatNumberIssue(country, 'X1')).not.toBeNull();
    });
  });

  it('leaves other countries and empty values alone', () => {
    expect(vatNumberIssue('US', '12-3456789')).toBeNull();
    expect(vatNumberIssue('GB', 'anything')).toBeNull();
    expect(vatNumberIssue('IT', '')).toBeNull();
    expect(vatNumberIssue('CH', null)).toBeNull();
    expect(vatNumberIssue(null, '123')).toBeNull();
  });
});

describe('codice fiscale', () => {
  it.each([
    ['RSSMRA80A01F205X', 'a person'],
    ['rssmra80a01f205x', 'in lower case'],
    ['RSSMRA80A01F20RS', 'a homocode (letters for digits)'],
    ['04512870967', 'a company: 11 digits'],
  ])('%s is valid (%s)', (cf) => {
    expect(isCodiceFiscale(cf)).toBe(true);
  });
  it.each([
    ['RSSMRA80A01F205Y', 'wrong check letter'],
    ['RSSMRA80A01F205', '15 characters'],
    ['RSSMRA80Z01F205X', 'no such month'],
    ['XYZ', 'far too short'],
    ['12345678901', 'a company’s 11 digits with a wrong office code'],
    ['04512870961', 'a company’s 11 digits with a wrong check digit'],
  ])('%s is refused (%s)', (cf) => {
    expect(isCodiceFiscale(cf)).toBe(false);
  });
});

const IT_COMPANY: CompanyBillingInput = {
  tipologia: 'Company',
  ragione_sociale: 'Rossi Arredamenti S.r.l.',
  stato: 'IT',
  cap: '20124',
  citta: 'Milano',
  provincia: 'MI',
  indirizzo: 'Corso Buenos Aires 45',
  telefono: '+39 02 2941 7730',
  partita_iva: '04512870967',
  codice_fiscale: '',
  currency: 'EUR',
};

function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const result = CompanyBillingSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issueField(issue), issueMessage(issue).key]));
}

describe('the billing form refuses invalid tax numbers (CompanyBillingSchema)', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['P.IVA 123', { partita_iva: '123' }, { partita_iva: 'company.validation.partita_iva' }],
    ['P.IVA 12345678901', { partita_iva: '12345678901' }, { partita_iva: 'company.validation.partita_iva' }],
    [
      'codice fiscale XYZ',
      { partita_iva: '', codice_fiscale: 'XYZ' },
      { codice_fiscale: 'company.validation.codice_fiscale' },
    ],
    [
      'both wrong',
      { partita_iva: '123', codice_fiscale: 'XYZ' },
      { partita_iva: 'company.validation.partita_iva', codice_fiscale: 'company.validation.codice_fiscale' },
    ],
    [
      'a Swiss company with a wrong UID',
      { stato: 'CH', currency: 'CHF', partita_iva: 'CHE-123.456.789' },
      { partita_iva: 'company.validation.uid' },
    ],
    ['a Swiss company with a right UID', { stato: 'CH', currency: 'CHF', partita_iva: 'CHE123456788MWST' }, {}],
    [
      'a Swiss VAT number written out (20 characters) fits compact in the 16 of spec 1 §5',
      { stato: 'CH', currency: 'CHF', partita_iva: 'CHE-123.456.788 MWST' },
      {},
    ],
    [
      'a German company with an Italian number',
      { stato: 'DE', partita_iva: '04512870967' },
      { partita_iva: 'company.validation.vat_format' },
    ],
    ['a German company with its number', { stato: 'DE', partita_iva: 'DE136695976' }, {}],
    [
      'a private person: the hidden VAT number is not checked',
      { tipologia: 'Private', partita_iva: '123', codice_fiscale: 'RSSMRA80A01F205X' },
      {},
    ],
    [
      'abroad: the hidden codice fiscale is not checked',
      { stato: 'CH', currency: 'CHF', partita_iva: '', codice_fiscale: 'XYZ' },
      {},
    ],
  ])('%s', (_, changes, expected) => {
    expect(errorsOf({ ...IT_COMPANY, ...changes })).toEqual(expected);
  });

  it('keeps the number compact, in capitals', () => {
    expect(CompanyBillingSchema.parse({ ...IT_COMPANY, partita_iva: ' it 04512870967 ' }).partita_iva).toBe(
      'IT04512870967',
    );
  });

  it('speaks four languages', () => {
    expect(translate('it', 'company.validation.partita_iva')).toMatch(/^Partita IVA non valida/);
    expect(translate('en', 'company.validation.uid')).toMatch(/^Invalid UID/);
    expect(translate('de', 'company.validation.codice_fiscale')).toMatch(/^Ungültige Steuernummer/);
    expect(translate('fr', 'company.validation.vat_format')).toMatch(/^Numéro de TVA non valide/);
  });
});

describe('the change request of a locked profile refuses an invalid new VAT number', () => {
  const request = {
    tipologia: 'Company',
    ragione_sociale: 'Rossi S.r.l.',
    stato: 'IT',
    partita_iva: '12345678901',
    note: '',
  };
  it('in the new country’s rules', () => {
    const result = BillingChangeRequestSchema.safeParse(request);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [issueField(i), i.message])).toEqual([
      ['partita_iva', 'company.validation.partita_iva'],
    ]);
    expect(BillingChangeRequestSchema.safeParse({ ...request, partita_iva: '04512870967' }).success).toBe(true);
    expect(BillingChangeRequestSchema.safeParse({ ...request, partita_iva: '' }).success).toBe(true);
    expect(
      BillingChangeRequestSchema.safeParse({ ...request, stato: 'CH', partita_iva: 'CHE-109.322.551' }).success,
    ).toBe(true);
  });
});
