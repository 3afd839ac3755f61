import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { issueMessage } from './issues.ts';
import { fallbackLanguages, parseAcceptLanguage, pickLanguage } from './language.ts';
import { MESSAGES, translate } from './messages.ts';

describe('message catalogue', () => {
  it('has every key in every language, none empty', () => {
    const keys = Object.keys(MESSAGES.it).sort();
    for (const lang of LANGUAGES) {
      expect(Object.keys(MESSAGES[lang]).sort()).toEqual(keys);
      for (const key of keys) expect(MESSAGES[lang][key as keyof typeof MESSAGES.it]).not.toBe('');
    }
  });

  it("keeps the spec's Italian words", () => {
    expect(MESSAGES.it['error.bad_request']).toBe('Richiesta malformata');
    expect(MESSAGES.it['error.session_expired']).toBe('Sessione scaduta');
    expect(MESSAGES.it['error.maintenance']).toBe('Il server sembra essere in manutenzione. Riprovare più tardi.');
    expect(MESSAGES.it['error.unexpected']).toBe('Si è verificato un errore inatteso');
    expect(MESSAGES.it['error.unexpected_server']).toBe('Errore non previsto.');
    expect(MESSAGES.it['error.not_authorized']).toBe('Utente non autorizzato');
    expect(MESSAGES.it['error.save_failed']).toBe('Errore di salvataggio');
    expect(MESSAGES.it['auth.invalid_invite']).toBe("L'invito non è valido o è scaduto.");
    expect(MESSAGES.it['auth.invalid_authorization']).toBe('La richiesta di accesso non è valida o è scaduta.');
    expect(MESSAGES.it['feedback.sent']).toBe('Feedback inviato. Grazie!');
  });

  it('interpolates parameters', () => {
    expect(translate('it', 'validation.max', { max: 250 })).toBe('Massimo 250 caratteri');
    expect(translate('en', 'error.write_support', { host: 'example.com' })).toBe('Write to support at example.com');
  });
});

describe('language choice (spec 1 §1)', () => {
  it.each([
    ['de', ['it-IT'], 'de'],
    ['xx', ['fr-CH', 'en'], 'fr'],
    [null, ['es-ES', 'it'], 'it'],
    [null, ['es-ES'], 'en'],
    [undefined, [], 'en'],
    ['IT', [], 'it'],
  ])('lang=%s, browser %j → %s', (query, browser, expected) => {
    expect(pickLanguage(query, browser)).toBe(expected);
  });

  it('falls back to it, or en for de and fr', () => {
    expect(fallbackLanguages('de')[0]).toBe('en');
    expect(fallbackLanguages('fr')[0]).toBe('en');
    expect(fallbackLanguages('en')).toEqual(['it']);
    expect(fallbackLanguages('it')).toEqual([]);
  });

  it('reads Accept-Language by quality', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-CH, en;q=0.8, *;q=0.1')).toEqual(['de-CH', 'en', 'fr']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});

describe('zod issues become message keys', () => {
  const schema = z.object({
    name: z.string().trim().min(1).max(5),
    mail: z.email(),
    password: z.string().min(8),
    custom: z.string().refine((v) => v === 'ok', { message: 'validation.language' }),
  });
  const issues = schema.safeParse({ name: '', mail: 'nope', password: 'short', custom: 'x' }).error!.issues;
  const byField = Object.fromEntries(issues.map((i) => [i.path.join('.'), issueMessage(i)]));

  it('maps built-in checks', () => {
    expect(byField.name).toEqual({ key: 'validation.required', params: {} });
    expect(byField.mail).toEqual({ key: 'validation.email', params: {} });
    expect(byField.password).toEqual({ key: 'validation.min', params: { min: 8 } });
    expect(
      issueMessage(
        schema.safeParse({ name: 'toolong', mail: 'a@b.it', password: '12345678', custom: 'ok' }).error!.issues[0]!,
      ),
    ).toEqual({
      key: 'validation.max',
      params: { max: 5 },
    });
  });

  it('keeps custom keys', () => {
    expect(byField.custom).toEqual({ key: 'validation.language', params: {} });
  });

  it('a missing value is required', () => {
    const missing = z.object({ a: z.string() }).safeParse({}).error!.issues[0]!;
    expect(issueMessage(missing).key).toBe('validation.required');
  });
});
