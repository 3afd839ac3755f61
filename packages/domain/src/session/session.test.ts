import { describe, expect, it } from 'vitest';
import { LoginSchema } from '../auth/login-schema.ts';
import { formatBytes, formatMoney } from '../format/format.ts';
import { environmentFromHost } from './environment.ts';
import { isSurveyCompleted } from './survey.ts';

describe('survey status (spec 1 §4)', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it.each([
    [{ is_reseller: false, survey_completion_date: null }, true],
    [{ is_reseller: true, survey_completion_date: null }, false],
    [{ is_reseller: true, survey_completion_date: '2025-07-01' }, true],
    [{ is_reseller: true, survey_completion_date: '2025-05-31' }, false],
    [{ is_reseller: true, survey_completion_date: 'garbage' }, false],
  ])('%j → %s', (u, expected) => {
    expect(isSurveyCompleted(u, now)).toBe(expected);
  });
});

describe('error reporter environment (spec 1 §8)', () => {
  it.each([
    ['localhost:3000', 'development'],
    ['127.0.0.1', 'development'],
    ['staging.portal.example.com', 'staging'],
    ['area.example.com', 'production'],
  ])('%s → %s', (host, env) => {
    expect(environmentFromHost(host)).toBe(env);
  });
});

describe('formatting', () => {
  it('formats integer cents per currency', () => {
    expect(formatMoney(12345678, 'EUR', 'it-IT')).toMatch(/123\.456,78\s€/);
    expect(formatMoney(5, 'CHF', 'de-CH')).toMatch(/CHF\s0\.05/);
    expect(() => formatMoney(1.5, 'EUR', 'it')).toThrow();
  });

  it('formats bytes in base 1000 and 1024', () => {
    expect(formatBytes(1500, 1000, 'en')).toBe('1.5 kB');
    expect(formatBytes(1536, 1024, 'en')).toBe('1.5 KiB');
    expect(formatBytes(512, 1000, 'en')).toBe('512 B');
  });
});

describe('login form schema', () => {
  it('reads form booleans and requires a check token', () => {
    const ok = LoginSchema.parse({ username: ' owner ', password: 'x', rememberme: 'on', check: 't' });
    expect(ok).toMatchObject({ username: 'owner', rememberme: true });
    expect(LoginSchema.safeParse({ username: 'a', password: 'b' }).success).toBe(false);
  });
});
