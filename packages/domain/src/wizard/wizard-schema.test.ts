import { describe, expect, it } from 'vitest';
import { CUSTOMER, RESELLER } from './test-price-list.ts';
import { WizardStateInputSchema } from './wizard-schema.ts';
import { applyDefaults } from './wizard-state.ts';

describe('the wizard state a request carries', () => {
  it('takes a state with every default applied, and an empty one (all defaults)', () => {
    expect(WizardStateInputSchema.safeParse(applyDefaults({}, RESELLER)).success).toBe(true);
    expect(
      WizardStateInputSchema.safeParse(applyDefaults({ path: 'cloud', stack: 'plesk windows' }, CUSTOMER)).success,
    ).toBe(true);
    expect(WizardStateInputSchema.safeParse({}).success).toBe(true);
  });

  it.each([
    ['a field the spec does not name', { prezzo: 1 }],
    ['a path outside the spec’s', { path: 'vps' }],
    ['a stack outside the spec’s', { stack: 'cpanel' }],
    ['a number as text', { cpuCloudQt: '4' }],
    ['a fractional quantity', { storageQt: 1.5 }],
    ['an action outside the four', { action: 'send' }],
  ])('refuses %s', (_case, body) => {
    expect(WizardStateInputSchema.safeParse(body).success).toBe(false);
  });
});
