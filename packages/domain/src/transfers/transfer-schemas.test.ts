import { describe, expect, it } from 'vitest';
import { issueMessage } from '../i18n/issues.ts';
import {
  domainRegistrantSchemaFor,
  DomainRegistrantSchema,
  hostingTransferSchemaFor,
  type DomainRegistrantInput,
  type HostingTransferInput,
} from './transfer-schemas.ts';

/** Each failing field with the message key the form shows at it. */
function problems(result: { success: boolean; error?: { issues: Parameters<typeof issueMessage>[0][] } }) {
  if (result.success) return {};
  return Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), issueMessage(i).key]));
}

const person: DomainRegistrantInput = {
  id: 7,
  new_registration: true,
  tipologia: 'Private',
  nome: 'Giulia',
  cognome: 'Bianchi',
  stato: 'IT',
  cap: '20121',
  indirizzo: 'Via Dante 1',
  citta: 'Milano',
  provincia: 'MI',
  codice_fiscale: 'RSSMRA80A01F205X',
};

describe('domain registrant (spec 2 §7)', () => {
  it('accepts a private person in Italy with a valid codice fiscale', () => {
    const r = DomainRegistrantSchema.safeParse(person);
    expect(problems(r)).toEqual({});
    expect(r.data).toMatchObject({
      new_registration: true,
      authcode: null,
      anytime: null,
      ragione_sociale: null,
      partita_iva: null,
    });
  });

  it('requires the new/transfer choice, and for a transfer the authcode and the timing', () => {
    expect(problems(DomainRegistrantSchema.safeParse({ ...person, new_registration: undefined }))).toEqual({
      new_registration: 'transfers.validation.choice',
    });
    expect(problems(DomainRegistrantSchema.safeParse({ ...person, new_registration: false }))).toEqual({
      authcode: 'transfers.validation.authcode',
      anytime: 'transfers.validation.choice',
    });
    const ok = DomainRegistrantSchema.safeParse({
      ...person,
      new_registration: false,
      authcode: ' x-42 ',
      anytime: false,
    });
    expect(ok.data).toMatchObject({ authcode: 'x-42', anytime: false });
  });

  it('requires type, names, country, postcode, address, city and province unless billing data is used', () => {
    const empty = { id: 7, new_registration: true };
    expect(Object.keys(problems(DomainRegistrantSchema.safeParse(empty))).sort()).toEqual(
      ['cap', 'citta', 'cognome', 'indirizzo', 'nome', 'provincia', 'stato', 'tipologia'].sort(),
    );
    const billing = DomainRegistrantSchema.safeParse({ ...empty, usa_dati_fatturazione: true, nome: 'ignored' });
    expect(problems(billing)).toEqual({});
    expect(billing.data).toMatchObject({ usa_dati_fatturazione: true, nome: null, tipologia: null });
  });

  it('keeps the limits: postcode 10, province 2, address 250', () => {
    expect(
      problems(
        DomainRegistrantSchema.safeParse({
          ...person,
          cap: '12345678901',
          provincia: 'MIL',
          indirizzo: 'x'.repeat(251),
        }),
      ),
    ).toEqual({
      cap: 'validation.max',
      provincia: 'validation.max',
      indirizzo: 'validation.max',
    });
  });

  it('asks a private person in Italy for a valid codice fiscale, and nobody else', () => {
    expect(problems(DomainRegistrantSchema.safeParse({ ...person, codice_fiscale: '' }))).toEqual({
      codice_fiscale: 'validation.required',
    });
    expect(problems(DomainRegistrantSchema.safeParse({ ...person, codice_fiscale: 'XYZ' }))).toEqual({
      codice_fiscale: 'company.validation.codice_fiscale',
    });
    expect(
      problems(DomainRegistrantSchema.safeParse({ ...person, stato: 'CH', provincia: 'TI', codice_fiscale: '' })),
    ).toEqual({});
  });

  it('asks a company for its name, and its VAT number in Italy or for a REGIT domain', () => {
    const company = { ...person, tipologia: 'Company' as const, codice_fiscale: '', ragione_sociale: 'Bianchi Srl' };
    expect(problems(DomainRegistrantSchema.safeParse({ ...company, ragione_sociale: '' }))).toMatchObject({
      ragione_sociale: 'validation.required',
    });
    expect(problems(DomainRegistrantSchema.safeParse(company))).toEqual({ partita_iva: 'validation.required' });
    expect(problems(DomainRegistrantSchema.safeParse({ ...company, partita_iva: '12345678901' }))).toEqual({
      partita_iva: 'company.validation.partita_iva',
    });
    expect(problems(DomainRegistrantSchema.safeParse({ ...company, partita_iva: '00743110157' }))).toEqual({});

    const swiss = { ...company, stato: 'CH', provincia: 'TI' };
    expect(problems(DomainRegistrantSchema.safeParse(swiss))).toEqual({});
    expect(problems(domainRegistrantSchemaFor({ codice: 'REGCH' }).safeParse(swiss))).toEqual({});
    expect(problems(domainRegistrantSchemaFor({ codice: 'REGIT' }).safeParse(swiss))).toEqual({
      partita_iva: 'validation.required',
    });
    expect(
      problems(domainRegistrantSchemaFor({ codice: 'REGIT' }).safeParse({ ...swiss, partita_iva: 'CHE-116.281.710' })),
    ).toEqual({});
  });
});

const site: HostingTransferInput = {
  id: 9,
  access_type: 'ftp',
  url: 'ftp.example.it',
  user: 'web1',
  password: ' secret with spaces ',
  dbName: 'shop',
  dbUser: 'shop',
  dbPassword: 'db-secret',
  cms: 'WordPress',
  maintenanceSite: true,
};
const mail = { imap: 'imap.example.it', mails: [{ name: 'info@example.it', password: 'p' }], maintenanceMail: false };

describe('hosting transfer (spec 2 §7)', () => {
  it('requires access type, host, user, password, database and the maintenance choice for a site', () => {
    const schema = hostingTransferSchemaFor({ site: true, mail: false });
    expect(Object.keys(problems(schema.safeParse({ id: 9 }))).sort()).toEqual(
      ['access_type', 'dbName', 'dbPassword', 'dbUser', 'maintenanceSite', 'password', 'url', 'user'].sort(),
    );
    const ok = schema.safeParse({ ...site, ...mail });
    expect(problems(ok)).toEqual({});
    // Passwords as typed; a site-only transfer keeps no mailbox.
    expect(ok.data).toMatchObject({ password: ' secret with spaces ', imap: null, mails: [], maintenanceMail: null });
  });

  it('requires IMAP, at least one mailbox and the maintenance choice for mail', () => {
    const schema = hostingTransferSchemaFor({ site: false, mail: true });
    expect(problems(schema.safeParse({ id: 9 }))).toEqual({
      imap: 'validation.required',
      mails: 'transfers.validation.mailboxes',
      maintenanceMail: 'transfers.validation.choice',
    });
    expect(problems(schema.safeParse({ id: 9, ...mail, imap: 'not a host' }))).toEqual({ imap: 'validation.hostname' });
    expect(problems(schema.safeParse({ id: 9, ...mail, mails: [{ name: '', password: '' }] }))).toMatchObject({
      'mails.0.name': 'validation.required',
    });
    const ok = schema.safeParse({ ...site, ...mail });
    expect(ok.data).toMatchObject({ url: null, password: null, access_type: null, imap: 'imap.example.it' });
  });

  it('refuses an access type or CMS outside the lists', () => {
    const schema = hostingTransferSchemaFor({ site: true, mail: false });
    expect(Object.keys(problems(schema.safeParse({ ...site, access_type: 'telnet', cms: 'Drupal' }))).sort()).toEqual([
      'access_type',
      'cms',
    ]);
  });
});
