import { describe, expect, it } from 'vitest';
import { policies } from '../access/policies.ts';
import { translate } from '../i18n/messages.ts';
import {
  fillTemplate,
  serviceBadges,
  serviceTabs,
  ServiceUpdateSchema,
  SshKeyBodySchema,
  usageOf,
} from './services-schema.ts';

const none = { pannello: false, posta: false, pecs: [], redirect: null, dns: false, is_registrazione_dominio: false };

describe('hosting services (spec 3 §2, §9)', () => {
  it.each([
    [0, 100, 'green'],
    [74.9, 100, 'green'],
    [75, 100, 'yellow'],
    [94.9, 100, 'yellow'],
    [95, 100, 'red'],
    [130, 100, 'red'],
  ] as const)('usage %s of %s is %s', (used, limit, color) => {
    expect(usageOf(used, limit).color).toBe(color);
  });

  it('a limit of 0 is unlimited (∞)', () => {
    expect(usageOf(5000, 0)).toEqual({ percent: null, color: 'green', unlimited: true });
    expect(usageOf(130, 100).percent).toBe(100);
  });

  it('shows a tab only for a service that exists, in the spec’s order, and the list badges', () => {
    expect(serviceTabs(none)).toEqual([]);
    expect(
      serviceTabs({
        pannello: true,
        posta: true,
        pecs: ['info'],
        redirect: 'https://x.it',
        dns: true,
        is_registrazione_dominio: false,
      }),
    ).toEqual(['panel', 'email', 'pec', 'redirect', 'dns']);
    expect(serviceTabs({ ...none, is_registrazione_dominio: true })).toEqual(['dns']);
    expect(serviceBadges({ ...none, pannello: true, posta: true })).toEqual(['web_email']);
    expect(serviceBadges({ ...none, pannello: true })).toEqual(['web']);
    expect(serviceBadges({ ...none, posta: true, pecs: ['a'], dns: true, redirect: 'https://x.it' })).toEqual([
      'email',
      'pec',
      'dns',
      'redirect',
    ]);
  });

  it('saves one thing at a time: auto-upgrade, a password with letters and digits, or an http(s) redirect', () => {
    expect(ServiceUpdateSchema.safeParse({ auto_upgrade_bw: true }).success).toBe(true);
    expect(ServiceUpdateSchema.safeParse({ password: 'short1' }).success).toBe(false);
    expect(ServiceUpdateSchema.safeParse({ password: 'abcdefghijk' }).success).toBe(false);
    expect(ServiceUpdateSchema.safeParse({ password: 'abcdefghij1' }).success).toBe(true);
    expect(ServiceUpdateSchema.safeParse({ redirect: 'ftp://x.it' }).success).toBe(false);
    expect(ServiceUpdateSchema.safeParse({ redirect: 'https://www.example.com/path' }).success).toBe(true);
    expect(ServiceUpdateSchema.safeParse({ auto_upgrade_bw: true, redirect: 'https://x.it' }).success).toBe(false);
  });

  it('requires a non-empty SSH key, kept on one line', () => {
    expect(SshKeyBodySchema.safeParse({ idPannello: 1, key: '   ' }).success).toBe(false);
    expect(SshKeyBodySchema.parse({ idPannello: '1', key: ' ssh-ed25519  AAAA\nme@host ' })).toEqual({
      idPannello: 1,
      key: 'ssh-ed25519 AAAA me@host',
    });
  });

  it('fills link templates with encoded values', () => {
    expect(fillTemplate('https://{fqdn}:2087/?u={user}&x={missing}', { fqdn: 'srv.example.it', user: 'a b' })).toBe(
      'https://srv.example.it:2087/?u=a%20b&x={missing}',
    );
  });
});

describe('developer grant (spec 3 §6)', () => {
  it('developer, admin and owner manage services; billing and sales only read, with the spec’s notice', () => {
    for (const grants of [['developer'], ['admin'], ['owner']])
      expect(policies.manageServices({ grants }).allowed).toBe(true);
    for (const grants of [['billing'], ['sales'], ['billing', 'sales']]) {
      const decision = policies.manageServices({ grants });
      expect(decision).toMatchObject({ allowed: false, reason: 'developer_required' });
      if (!decision.allowed) {
        expect(translate('it', decision.message)).toBe(
          'Modifica dei record DNS non abilitata. Richiedi i permessi tecnici ad un utente amministratore per abilitarla.',
        );
      }
    }
  });
});

describe('auto traffic upgrade price (spec 3 §9)', () => {
  it('is 20,00 € per TB for EUR and 25.- CHF otherwise', async () => {
    const { autoUpgradePrice } = await import('./services-schema.ts');
    expect(autoUpgradePrice('EUR', 'it').replace(/\s/g, ' ')).toBe('20,00 €');
    expect(autoUpgradePrice('CHF', 'it')).toBe('25.- CHF');
  });
});

describe('console popup (spec 3 §9)', () => {
  it('is 1250x1000', async () => {
    const { CONSOLE_POPUP, consolePopupFeatures } = await import('./services-schema.ts');
    expect(CONSOLE_POPUP).toEqual({ width: 1250, height: 1000 });
    expect(consolePopupFeatures()).toBe('popup=yes,width=1250,height=1000');
  });
});
