import { describe, expect, it } from 'vitest';
import { PROSPECT_LIMITS, ProspectSchema } from './customers-schema.ts';

const PROSPECT = {
  firstname: 'Giulia',
  lastname: 'Ferri',
  email: 'giulia@ferri.example',
  tipologia: 'Company',
  ragione_sociale: 'Ferri Studio Sagl',
  stato: 'CH',
  cap: '6900',
  citta: 'Lugano',
  provincia: 'TI',
  indirizzo: 'Via Pessina 4',
  telefono: '+41 91 900 00 00',
  partita_iva: '',
  codice_fiscale: '',
  email_pec: '',
  sdi: '',
  currency: 'CHF',
} as const;

const issuesOf = (input: unknown) =>
  ProspectSchema.safeParse(input).error?.issues.map((issue) => String(issue.path[0])) ?? [];

describe('ProspectSchema (spec 2 §5: prospect, plus the billing form)', () => {
  it('takes a complete prospect, the hidden Italian-only fields out', () => {
    const parsed = ProspectSchema.parse({ ...PROSPECT, email_pec: 'x@pec.example', sdi: 'ABC1234' });
    expect(parsed).toMatchObject({ firstname: 'Giulia', stato: 'CH', email_pec: null, sdi: null, partita_iva: null });
  });

  it.each(['firstname', 'lastname', 'email'] as const)('requires %s, up to 127 characters', (field) => {
    expect(issuesOf({ ...PROSPECT, [field]: '' })).toEqual([field]);
    const long = field === 'email' ? `${'x'.repeat(PROSPECT_LIMITS.email - 11)}@ex.example` : 'x'.repeat(127);
    expect(issuesOf({ ...PROSPECT, [field]: long })).toEqual([]);
    expect(issuesOf({ ...PROSPECT, [field]: `x${long}` })).toEqual([field]);
  });

  it('wants an e-mail address', () => {
    expect(issuesOf({ ...PROSPECT, email: 'giulia' })).toEqual(['email']);
  });

  it("applies the billing form's rules: an Italian company needs a VAT number or a codice fiscale", () => {
    expect(issuesOf({ ...PROSPECT, stato: 'IT', provincia: 'MI' })).toContain('partita_iva');
    expect(issuesOf({ ...PROSPECT, ragione_sociale: '' })).toEqual(['ragione_sociale']);
  });
});
