import { describe, expect, it } from 'vitest';
import { issueMessage } from '../i18n/issues.ts';
import { ID_MAX, idField, idSchema } from './id.ts';

describe('the id schema', () => {
  it('reads an id from a path or query string and keeps a number as it is', () => {
    expect(idSchema.parse('42')).toBe(42);
    expect(idSchema.parse(ID_MAX)).toBe(ID_MAX);
  });

  it.each([0, -1, 1.5, ID_MAX + 1, 'abc'])('refuses %j', (value) => {
    expect(idSchema.safeParse(value).success).toBe(false);
  });

  it('calls a missing id a required field and text that is no number an invalid one, as the server reports', () => {
    const key = (value: unknown) =>
      issueMessage(idSchema.safeParse(value, { reportInput: true }).error!.issues[0]!).key;
    expect(key(undefined)).toBe('validation.required');
    expect(key('')).toBe('validation.required');
    expect(key('abc')).toBe('validation.invalid');
  });

  it("speaks the caller's message when it has one", () => {
    const result = idField('payments.target_required').safeParse('x');
    expect(result.error?.issues[0]?.message).toBe('payments.target_required');
  });
});
