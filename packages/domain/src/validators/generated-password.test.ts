import { describe, expect, it } from 'vitest';
import { AMBIGUOUS_CHARACTERS, generatePassword } from './generated-password.ts';
import { PanelPasswordSchema } from '../services/services-schema.ts';

describe('generated passwords (spec 1 §9)', () => {
  it('are 12 characters, at most 3 digits and 3 capitals, none ambiguous, over many draws', () => {
    const seen = new Set<string>();
    const digitCounts = new Set<number>();
    for (let i = 0; i < 2_000; i++) {
      const password = generatePassword();
      seen.add(password);
      expect(password).toHaveLength(12);
      const digits = password.replace(/\D/g, '').length;
      const capitals = password.replace(/[^A-Z]/g, '').length;
      digitCounts.add(digits);
      expect(digits).toBeGreaterThanOrEqual(1);
      expect(digits).toBeLessThanOrEqual(3);
      expect(capitals).toBeGreaterThanOrEqual(1);
      expect(capitals).toBeLessThanOrEqual(3);
      expect([...password].some((c) => AMBIGUOUS_CHARACTERS.includes(c))).toBe(false);
      if (i < 50) expect(PanelPasswordSchema.safeParse(password).success).toBe(true);
    }
    expect(seen.size).toBe(2_000);
    expect([...digitCounts].sort()).toEqual([1, 2, 3]);
  });
});
