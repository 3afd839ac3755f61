import { describe, expect, it } from 'vitest';
import { ID_MAX, idField, idSchema } from './id.ts';

describe('the id schema', () => {
  it('reads an id from a path or query string and keeps a number as it is', () => {
    expect(idSchema.parse('42')).toBe(42);
    expect(idSchema.parse(ID_MAX)).toBe(ID_MAX);
  });

  it.each([0, -1, 1.5, ID_MAX + 1, 'abc'])('refuses %j', (value) => {
    expect(idSchema.safeParse(value).success).toBe(false);
  });

  it("speaks the caller's message when it has one", () => {
    const result = idField('payments.target_required').safeParse('x');
    expect(result.error?.issues[0]?.message).toBe('payments.target_required');
  });
});
