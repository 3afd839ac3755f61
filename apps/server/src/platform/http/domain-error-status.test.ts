import { NOT_AUTHORIZED_CODE } from '@sportello/domain';
import { authApi } from '@sportello/domain/api';
import { describe, expect, it } from 'vitest';
import { DomainError, notAuthorizedError } from '../use-cases/domain-error.ts';
import { httpErrorOf } from './domain-error-status.ts';

const invalidInvite = new DomainError('invalid', 'auth.invalid_invite', { reason: 'invalid_invite' });

describe('a domain error at the HTTP edge', () => {
  it('takes the status the endpoint declares for its reason', () => {
    expect(httpErrorOf(invalidInvite, authApi.invite).statusCode).toBe(404);
    expect(httpErrorOf(invalidInvite, authApi.companyLogin).statusCode).toBe(400);
  });

  it("falls back on its kind's status where the endpoint declares none, or outside any endpoint", () => {
    expect(httpErrorOf(invalidInvite, authApi.logout).statusCode).toBe(400);
    const taken = new DomainError('conflict', 'profile.email_taken', {
      reason: 'email_taken',
      errors: { mail: 'profile.email_taken' },
    });
    const answer = httpErrorOf(taken, undefined);
    expect(answer.statusCode).toBe(409);
    expect(answer.key).toBe('profile.email_taken');
    expect(answer.options).toEqual({ reason: 'email_taken', errors: { mail: 'profile.email_taken' } });
  });

  it('answers a refused grant with 403 code 10, and carries the message parameters', () => {
    const refused = httpErrorOf(notAuthorizedError(), undefined);
    expect([refused.statusCode, refused.key, refused.options]).toEqual([
      403,
      'error.not_authorized',
      { code: NOT_AUTHORIZED_CODE },
    ]);
    const missing = new DomainError('not_found', 'newsletter.not_found', {
      params: { mail: 'a@b.it' },
      reason: 'not_subscribed',
    });
    expect(httpErrorOf(missing, undefined).options).toEqual({ params: { mail: 'a@b.it' }, reason: 'not_subscribed' });
  });
});
