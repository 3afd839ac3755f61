import { describe, expect, it } from 'vitest';
import { issueField, issueMessage } from '../i18n/issues.ts';
import { hasCompleteBillingData } from './billing-completeness.ts';
import { billingFieldVisibility, isBillingFieldLocked, missingBillingFields } from './billing-rules.ts';
import { CompanyBillingSchema, type CompanyBillingInput } from './billing-schema.ts';
import { approvedState } from './company-schema.ts';
import { COUNTRY_CODES, isCountryCode, loadCountryNames, loadCountryOptions } from './countries.ts';

export const IT_COMPANY: CompanyBillingInput = {
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
  email_pec: '',
  sdi: '',
  currency: 'EUR',
  lingua: 'it',
};

const CH_COMPANY: CompanyBillingInput = {
  ...IT_COMPANY,
  ragione_sociale: 'Alpi Digital SA',
  stato: 'CH',
  cap: '6900',
  citta: 'Lugano',
  provincia: 'TI',
  partita_iva: '',
  currency: 'CHF',
};

/** field → message key of the first issue on it; {} when valid. */
function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const result = CompanyBillingSchema.safeParse(input, { reportInput: true });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issueField(issue)] ??= issueMessage(issue).key;
  return errors;
}

const long = (n: number) => 'x'.repeat(n);

describe('CompanyBillingSchema (spec 1 §5, spec 2 §5)', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['IT company with only the VAT number', IT_COMPANY, {}],
    ['IT company with only the codice fiscale', { ...IT_COMPANY, partita_iva: '', codice_fiscale: '04512870967' }, {}],
    [
      'IT company with neither tax field',
      { ...IT_COMPANY, partita_iva: '', codice_fiscale: null },
      { partita_iva: 'company.validation.vat_or_cf', codice_fiscale: 'company.validation.vat_or_cf' },
    ],
    [
      'IT private without codice fiscale',
      { ...IT_COMPANY, tipologia: 'Private', partita_iva: '' },
      { codice_fiscale: 'company.validation.cf_private' },
    ],
    [
      'IT private with only a VAT number (hidden, so it does not count)',
      { ...IT_COMPANY, tipologia: 'Private' },
      { codice_fiscale: 'company.validation.cf_private' },
    ],
    [
      'IT private with codice fiscale',
      { ...IT_COMPANY, tipologia: 'Private', partita_iva: '', codice_fiscale: 'RSSMRA80A01F205X' },
      {},
    ],
    ['foreign private with neither tax field', { ...CH_COMPANY, tipologia: 'Private' }, {}],
    ['foreign company without VAT number', CH_COMPANY, {}],
    [
      'PEC that is no e-mail address, in Italy',
      { ...IT_COMPANY, email_pec: 'not-an-address' },
      { email_pec: 'validation.email' },
    ],
    ['PEC that is no e-mail address, abroad (hidden: ignored)', { ...CH_COMPANY, email_pec: 'not-an-address' }, {}],
    ['PEC over 100 characters', { ...IT_COMPANY, email_pec: `${long(96)}@x.it` }, { email_pec: 'validation.max' }],
    ['SDI of the wrong length', { ...IT_COMPANY, sdi: 'ABC12' }, { sdi: 'company.validation.sdi' }],
    ['SDI of 7 letters and digits', { ...IT_COMPANY, sdi: 'm5uxcr1' }, {}],
    ['ragione_sociale over 250', { ...IT_COMPANY, ragione_sociale: long(251) }, { ragione_sociale: 'validation.max' }],
    ['cap over 10', { ...IT_COMPANY, cap: long(11) }, { cap: 'validation.max' }],
    ['citta over 250', { ...IT_COMPANY, citta: long(251) }, { citta: 'validation.max' }],
    ['provincia over 2', { ...IT_COMPANY, provincia: 'MIL' }, { provincia: 'validation.max' }],
    ['indirizzo over 250', { ...IT_COMPANY, indirizzo: long(251) }, { indirizzo: 'validation.max' }],
    ['telefono over 20', { ...IT_COMPANY, telefono: long(21) }, { telefono: 'validation.max' }],
    ['partita_iva over 16', { ...IT_COMPANY, partita_iva: long(17) }, { partita_iva: 'validation.max' }],
    ['codice_fiscale over 16', { ...IT_COMPANY, codice_fiscale: long(17) }, { codice_fiscale: 'validation.max' }],
    ['an unknown country', { ...IT_COMPANY, stato: 'XX' }, { stato: 'company.validation.country' }],
    ['a country in lower case', { ...IT_COMPANY, stato: 'it' }, {}],
    [
      'a type other than Private or Company',
      { ...IT_COMPANY, tipologia: 'Other' },
      { tipologia: 'validation.invalid' },
    ],
    [
      'a wrong language with no tax field: every rule still speaks',
      { ...IT_COMPANY, lingua: 'xx', partita_iva: '' },
      {
        lingua: 'validation.language',
        partita_iva: 'company.validation.vat_or_cf',
        codice_fiscale: 'company.validation.vat_or_cf',
      },
    ],
    ['a currency other than EUR or CHF', { ...IT_COMPANY, currency: 'USD' }, { currency: 'validation.invalid' }],
    ['a language other than it, en, de, fr', { ...IT_COMPANY, lingua: 'es' }, { lingua: 'validation.language' }],
    ['no language (the saved one stays)', { ...IT_COMPANY, lingua: undefined }, {}],
    ['an Italian CAP of letters', { ...IT_COMPANY, cap: 'ABC' }, { cap: 'company.validation.cap_it' }],
    ['an Italian CAP of four digits', { ...IT_COMPANY, cap: '2012' }, { cap: 'company.validation.cap_it' }],
    [
      'a province that is no Italian sigla',
      { ...IT_COMPANY, provincia: 'ZZ' },
      { provincia: 'company.validation.province_it' },
    ],
    ['a province in lower case', { ...IT_COMPANY, provincia: 'mi' }, {}],
    [
      'a CAP of another province (Rome with MI)',
      { ...IT_COMPANY, cap: '00184' },
      { cap: 'company.validation.cap_province' },
    ],
    ['a CAP of its province (Rome with RM)', { ...IT_COMPANY, cap: '00184', provincia: 'RM' }, {}],
    ['a CAP shared by two provinces, with either', { ...IT_COMPANY, cap: '12071', provincia: 'SV' }, {}],
    ['a Swiss postcode and canton are not Italian ones', CH_COMPANY, {}],
    ['a phone of letters', { ...IT_COMPANY, telefono: 'abc' }, { telefono: 'company.validation.phone' }],
    ['a phone too short', { ...IT_COMPANY, telefono: '12' }, { telefono: 'company.validation.phone' }],
    ['an Italian phone in national form', { ...IT_COMPANY, telefono: '02 2941 7730' }, {}],
    ['an Italian mobile', { ...IT_COMPANY, telefono: '347 123 4567' }, {}],
    ['a Swiss phone in national form for a Swiss company', { ...CH_COMPANY, telefono: '091 123 45 67' }, {}],
    ['a phone in international form of another country', { ...CH_COMPANY, telefono: '+39 02 2941 7730' }, {}],
  ])('%s', (_, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it.each(['ragione_sociale', 'stato', 'cap', 'citta', 'provincia', 'indirizzo', 'telefono', 'tipologia', 'currency'])(
    '%s is required, whether empty or missing',
    (field) => {
      expect(errorsOf({ ...IT_COMPANY, [field]: '' })[field]).toBe('validation.required');
      const { [field]: _, ...without } = IT_COMPANY as Record<string, unknown>;
      expect(errorsOf(without)[field]).toBe('validation.required');
    },
  );

  it('trims, upper-cases codes and clears the fields the form hides', () => {
    const privateIt = CompanyBillingSchema.parse({
      ...IT_COMPANY,
      tipologia: 'Private',
      codice_fiscale: ' rssmra80a01f205x ',
      email_pec: 'mario@pec.example',
      sdi: 'm5uxcr1',
    });
    expect(privateIt).toMatchObject({
      partita_iva: null,
      codice_fiscale: 'RSSMRA80A01F205X',
      email_pec: 'mario@pec.example',
      sdi: 'M5UXCR1',
    });
    const swiss = CompanyBillingSchema.parse({
      ...CH_COMPANY,
      partita_iva: 'CHE-109.322.551',
      codice_fiscale: 'X',
      email_pec: 'a@b.ch',
      sdi: 'ABCDEFG',
    });
    expect(swiss).toMatchObject({ partita_iva: 'CHE109322551', codice_fiscale: null, email_pec: null, sdi: null });
  });

  it('stores a VAT number compact, so a Swiss VAT number as written (20 characters) fits the 16 of the spec', () => {
    const typed = 'CHE-116.281.710 MWST';
    expect(typed.length).toBeGreaterThan(16);
    expect(CompanyBillingSchema.parse({ ...CH_COMPANY, partita_iva: typed }).partita_iva).toBe('CHE116281710MWST');
    expect(CompanyBillingSchema.parse({ ...IT_COMPANY, partita_iva: ' 0074 311 0157 ' }).partita_iva).toBe(
      '00743110157',
    );
    const tooLong = CompanyBillingSchema.safeParse({ ...CH_COMPANY, partita_iva: 'CHE-116.281.710 MWST 1234' });
    expect(tooLong.error?.issues.map((i) => [i.path.join('.'), i.code])).toEqual([['partita_iva', 'too_big']]);
  });

  it('agrees with hasCompleteBillingData on the required fields', () => {
    const cases: Record<string, unknown>[] = [
      IT_COMPANY,
      { ...IT_COMPANY, partita_iva: '' },
      { ...IT_COMPANY, tipologia: 'Private' },
      { ...CH_COMPANY, tipologia: 'Private' },
      { ...IT_COMPANY, cap: '' },
      { ...CH_COMPANY, telefono: '' },
    ];
    for (const c of cases) {
      const fields = { partita_iva: null, codice_fiscale: null, ...c } as Parameters<typeof hasCompleteBillingData>[0];
      expect({ c, complete: hasCompleteBillingData(fields) }).toEqual({
        c,
        complete: CompanyBillingSchema.safeParse(c).success,
      });
    }
    const fields = { ...IT_COMPANY, partita_iva: null, codice_fiscale: null, cap: null } as Parameters<
      typeof missingBillingFields
    >[0];
    expect(missingBillingFields(fields)).toEqual(['cap', 'partita_iva', 'codice_fiscale']);
  });
});

describe('billingFieldVisibility', () => {
  it.each([
    [
      'Company',
      'IT',
      { partita_iva: true, codice_fiscale: true, email_pec: true, sdi: true, provinciaLabel: 'provincia' },
    ],
    [
      'Private',
      'IT',
      { partita_iva: false, codice_fiscale: true, email_pec: true, sdi: true, provinciaLabel: 'provincia' },
    ],
    [
      'Company',
      'CH',
      { partita_iva: true, codice_fiscale: false, email_pec: false, sdi: false, provinciaLabel: 'cantone' },
    ],
    [
      'Private',
      'CH',
      { partita_iva: false, codice_fiscale: false, email_pec: false, sdi: false, provinciaLabel: 'cantone' },
    ],
    [
      'Private',
      'DE',
      { partita_iva: false, codice_fiscale: false, email_pec: false, sdi: false, provinciaLabel: 'provincia' },
    ],
    [
      'Company',
      'FR',
      { partita_iva: true, codice_fiscale: false, email_pec: false, sdi: false, provinciaLabel: 'provincia' },
    ],
  ])('%s in %s', (tipologia, stato, expected) => {
    expect(billingFieldVisibility({ tipologia, stato })).toEqual(expected);
  });
});

describe('locked billing profiles', () => {
  it('lock type, name, country and VAT when locked; currency when locked or currency_locked', () => {
    expect(isBillingFieldLocked('ragione_sociale', { locked: true, currency_locked: false })).toBe(true);
    expect(isBillingFieldLocked('citta', { locked: true, currency_locked: false })).toBe(false);
    expect(isBillingFieldLocked('ragione_sociale', { locked: false, currency_locked: true })).toBe(false);
    expect(isBillingFieldLocked('currency', { locked: false, currency_locked: true })).toBe(true);
    expect(isBillingFieldLocked('currency', { locked: true, currency_locked: false })).toBe(true);
    expect(isBillingFieldLocked('currency', { locked: false, currency_locked: false })).toBe(false);
  });
});

describe('approval', () => {
  it('approving a reseller request makes the company a reseller', () => {
    expect(approvedState({ approval: 'in approvazione rivenditore', is_reseller: false })).toEqual({
      approval: 'approvato',
      is_reseller: true,
    });
    expect(approvedState({ approval: 'in approvazione cliente', is_reseller: false })).toEqual({
      approval: 'approvato',
      is_reseller: false,
    });
    expect(approvedState({ approval: null, is_reseller: true })).toEqual({ approval: 'approvato', is_reseller: true });
  });
});

describe('countries (i18n-iso-countries)', () => {
  it('knows the ~250 ISO 3166-1 alpha-2 codes', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(249);
    expect(COUNTRY_CODES).toContain('IT');
    expect(COUNTRY_CODES).toContain('CH');
    expect(isCountryCode('IT')).toBe(true);
    expect(isCountryCode('it')).toBe(false);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode(undefined)).toBe(false);
  });

  it.each([
    ['it', 'Italia', 'Svizzera'],
    ['en', 'Italy', 'Switzerland'],
    ['de', 'Italien', 'Schweiz'],
    ['fr', 'Italie', 'Suisse'],
  ] as const)('names them in %s, sorted by name', async (lang, italy, switzerland) => {
    const names = await loadCountryNames(lang);
    expect(names.IT).toBe(italy);
    expect(names.CH).toBe(switzerland);
    const options = await loadCountryOptions(lang);
    expect(options).toHaveLength(COUNTRY_CODES.length);
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator(lang).compare));
  });
});
