import { describe, expect, it } from 'vitest';
import { issueMessage } from '../i18n/issues.ts';
import { translate } from '../i18n/messages.ts';
import { normalizeNewsletterAddress, UnsubscribeParamsSchema } from '../newsletter/unsubscribe-schema.ts';
import {
  LoginWithTokenSchema,
  normalizeTotpCode,
  ResendConfirmationQuerySchema,
  ResetSchema,
  SignupSchema,
  TOTP_CODE,
} from './identity-schemas.ts';

const VALID = {
  ragione_sociale: 'Rossi S.r.l.',
  email: 'anna@rossi.example',
  password: 'password1',
  ack_privacy: true,
  check: 'c',
};

/** The Italian message of the first issue of each field. */
function errors(result: {
  success: boolean;
  error?: { issues: Parameters<typeof issueMessage>[0][] };
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.');
    if (field in out) continue;
    const { key, params } = issueMessage(issue);
    out[field] = translate('it', key, params);
  }
  return out;
}

describe('SignupSchema (spec 1 §2.4, §5)', () => {
  it('accepts the form, trims, and fills the optional flags', () => {
    const parsed = SignupSchema.parse({
      ...VALID,
      ragione_sociale: '  Rossi S.r.l. ',
      email: ' anna@rossi.example ',
      afid: 12,
      aftk: '',
      antk: 'k',
    });
    expect(parsed).toMatchObject({
      ragione_sociale: 'Rossi S.r.l.',
      email: 'anna@rossi.example',
      ack_privacy: true,
      ack_marketing: false,
      afid: '12',
      antk: 'k',
    });
    expect(parsed.aftk).toBeUndefined();
  });

  it.each([
    [{ ragione_sociale: '' }, { ragione_sociale: 'Campo obbligatorio' }],
    [{ ragione_sociale: 'x'.repeat(251) }, { ragione_sociale: 'Massimo 250 caratteri' }],
    [{ email: undefined }, { email: 'Campo obbligatorio' }],
    [{ email: 'anna' }, { email: 'Indirizzo email non valido' }],
    [{ email: `${'a'.repeat(92)}@x.example` }, { email: 'Massimo 100 caratteri' }],
    [{ password: 'short' }, { password: 'Minimo 8 caratteri' }],
    [{ password: 'p'.repeat(201) }, { password: 'Massimo 200 caratteri' }],
    [{ ack_privacy: undefined }, { ack_privacy: "È necessario accettare l'informativa sulla privacy" }],
    [{ ack_privacy: false }, { ack_privacy: "È necessario accettare l'informativa sulla privacy" }],
    [{ ack_privacy: '0' }, { ack_privacy: "È necessario accettare l'informativa sulla privacy" }],
    [{ check: '' }, { check: 'Campo obbligatorio' }],
  ])('%j → %j', (change, expected) => {
    expect(errors(SignupSchema.safeParse({ ...VALID, ...change }, { reportInput: true }))).toEqual(expected);
  });

  it.each([true, '1', 'true', 'on'])('takes ack_privacy %j as accepted', (value) => {
    expect(SignupSchema.parse({ ...VALID, ack_privacy: value }).ack_privacy).toBe(true);
  });
});

describe('reset, resend and sign-in-link schemas', () => {
  it('need a username and a check', () => {
    expect(errors(ResetSchema.safeParse({}, { reportInput: true }))).toEqual({
      username: 'Campo obbligatorio',
      check: 'Campo obbligatorio',
    });
    expect(ResetSchema.parse({ username: ' owner ', check: 'c' }).username).toBe('owner');
  });

  it('resend takes only action=confirm and keeps other query parameters', () => {
    expect(ResendConfirmationQuerySchema.parse({ username: 'u', action: 'confirm', lang: 'en' })).toEqual({
      username: 'u',
      action: 'confirm',
      lang: 'en',
    });
    expect(ResendConfirmationQuerySchema.safeParse({ username: 'u', action: 'reset' }).success).toBe(false);
  });

  it('loginwithtoken needs username and token; rememberme defaults to false', () => {
    expect(LoginWithTokenSchema.parse({ username: 'u', token: 't' })).toEqual({
      username: 'u',
      token: 't',
      rememberme: false,
    });
    expect(errors(LoginWithTokenSchema.safeParse({ username: '', token: '' }, { reportInput: true }))).toEqual({
      username: 'Campo obbligatorio',
      token: 'Campo obbligatorio',
    });
  });
});

describe('authenticator codes and newsletter addresses', () => {
  it('are normalised before they are compared', () => {
    expect(normalizeTotpCode(' 123 456 ')).toBe('123456');
    expect(TOTP_CODE.test('123456')).toBe(true);
    expect(TOTP_CODE.test('12345')).toBe(false);
    expect(normalizeNewsletterAddress(' Anna@Rossi.Example ')).toBe('anna@rossi.example');
    expect(UnsubscribeParamsSchema.safeParse({ mail: '' }).success).toBe(false);
  });
});

describe('the spec’s words', () => {
  it('keeps the unsubscribe texts of spec 3 §8', () => {
    expect(translate('it', 'newsletter.not_found', { mail: 'a@b.it' })).toBe("L'indirizzo a@b.it non è stato trovato");
    expect(translate('it', 'newsletter.unsubscribed', { mail: 'a@b.it' })).toBe(
      "L'indirizzo a@b.it è stato disiscritto correttamente dalla newsletter",
    );
  });
});
