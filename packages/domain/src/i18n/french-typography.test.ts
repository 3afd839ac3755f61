import { describe, expect, it } from 'vitest';
import { frenchSpacingViolations, withFrenchSpacing } from './french-typography.ts';
import { MESSAGES } from './messages.ts';

describe('French typography: a non-breaking space before : ; ? !', () => {
  it('finds a missing or ordinary space and leaves URLs and times alone', () => {
    expect(frenchSpacingViolations('Adresse e-mail :')).toHaveLength(1);
    expect(frenchSpacingViolations('Continuer? Oui!')).toHaveLength(2);
    expect(frenchSpacingViolations('Erreur ; réessayez')).toHaveLength(1);
    expect(frenchSpacingViolations('Adresse e-mail\u00A0: ok\u202F?')).toEqual([]);
    expect(frenchSpacingViolations('Voir https://exemple.ch/a?b=1 à 10:30')).toEqual([]);
    expect(frenchSpacingViolations('Vraiment\u00A0?!')).toEqual([]);
    expect(withFrenchSpacing('Langue : {{lang}}. Sûr?')).toBe('Langue\u00A0: {{lang}}. Sûr\u00A0?');
  });

  it('holds in every French message of the shared catalogue', () => {
    const found = Object.entries(MESSAGES.fr).flatMap(([key, text]) =>
      frenchSpacingViolations(text).map((v) => `${key}: ${v}`),
    );
    expect(found).toEqual([]);
  });
});
