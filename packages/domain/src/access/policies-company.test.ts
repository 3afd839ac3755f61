import { describe, expect, it } from 'vitest';
import { policies, type ApprovalCandidate } from './policies.ts';

const ALLOWED = { allowed: true };

describe('policies.acceptTerms (spec 1 §2.4)', () => {
  it.each([['owner'], ['admin'], ['billing']])('lets %s accept the contract', (grant) => {
    expect(policies.acceptTerms({ grants: [grant] })).toEqual(ALLOWED);
  });

  it.each([['developer'], ['sales']])('refuses %s', (grant) => {
    expect(policies.acceptTerms({ grants: [grant] })).toEqual({
      allowed: false,
      reason: 'not_authorized',
      message: 'error.not_authorized',
    });
  });
});

describe('policies.stopRecurringPayments (spec 2 §6)', () => {
  it('takes the billing grant (owner and admin hold it), not just the company page', () => {
    expect(policies.stopRecurringPayments({ grants: ['billing'] })).toEqual(ALLOWED);
    expect(policies.stopRecurringPayments({ grants: ['owner'] })).toEqual(ALLOWED);
    expect(policies.stopRecurringPayments({ grants: ['developer', 'sales'] })).toMatchObject({
      allowed: false,
      reason: 'billing_only',
    });
  });
});

describe('policies.changeBillingField (spec 1 §5)', () => {
  const locked = { locked: true, currency_locked: false };
  const currencyOnly = { locked: false, currency_locked: true };
  const free = { locked: false, currency_locked: false };

  it('keeps type, name, country and VAT number of a locked profile; other fields change', () => {
    for (const field of ['tipologia', 'ragione_sociale', 'stato', 'partita_iva']) {
      expect(policies.changeBillingField(locked, field)).toEqual({
        allowed: false,
        reason: 'billing_locked',
        message: 'company.locked_field',
      });
      expect(policies.changeBillingField(currencyOnly, field)).toEqual(ALLOWED);
    }
    for (const field of ['citta', 'indirizzo', 'codice_fiscale', 'sdi'])
      expect(policies.changeBillingField(locked, field)).toEqual(ALLOWED);
  });

  it('keeps the currency under either lock, with its own message', () => {
    const refused = { allowed: false, reason: 'currency_locked', message: 'company.currency_locked' };
    expect(policies.changeBillingField(locked, 'currency')).toEqual(refused);
    expect(policies.changeBillingField(currencyOnly, 'currency')).toEqual(refused);
    expect(policies.changeBillingField(free, 'currency')).toEqual(ALLOWED);
  });
});

describe('policies.requestBillingChange (spec 1 §5)', () => {
  it('is for locked profiles only', () => {
    expect(policies.requestBillingChange({ locked: true })).toEqual(ALLOWED);
    expect(policies.requestBillingChange({ locked: false })).toEqual({
      allowed: false,
      reason: 'not_locked',
      message: 'company.change_request_not_locked',
    });
  });
});

describe('policies.requestApproval (spec 1 §2.4, §5)', () => {
  const ready: ApprovalCandidate = {
    tipologia: 'Company',
    ragione_sociale: 'Ferramenta Galli S.r.l.',
    stato: 'IT',
    cap: '24121',
    citta: 'Bergamo',
    provincia: 'BG',
    indirizzo: 'Via XX Settembre 7',
    telefono: '+39 035 123 4567',
    partita_iva: '03456780166',
    codice_fiscale: null,
    currency: 'EUR',
    approval: null,
    contratto_cliente: true,
    skills: { id_main_skill: null, requirements: [] },
  };

  it('lets a company with terms and complete billing data ask as a customer, and change its mind while pending', () => {
    expect(policies.requestApproval(ready, 'in approvazione cliente')).toEqual(ALLOWED);
    expect(
      policies.requestApproval({ ...ready, approval: 'in approvazione rivenditore' }, 'in approvazione cliente'),
    ).toEqual(ALLOWED);
  });

  it('refuses, in this order: once approved, without the terms, with incomplete billing data', () => {
    expect(
      policies.requestApproval(
        { ...ready, approval: 'approvato', contratto_cliente: false },
        'in approvazione cliente',
      ),
    ).toMatchObject({
      reason: 'already_approved',
      message: 'onboarding.already_approved',
    });
    expect(
      policies.requestApproval({ ...ready, contratto_cliente: false, cap: null }, 'in approvazione cliente'),
    ).toMatchObject({
      reason: 'terms_required',
    });
    expect(policies.requestApproval({ ...ready, partita_iva: null }, 'in approvazione cliente')).toMatchObject({
      reason: 'billing_incomplete',
      message: 'onboarding.billing_incomplete',
    });
  });

  it('asks a reseller for at least one skill and a main skill', () => {
    expect(policies.requestApproval(ready, 'in approvazione rivenditore')).toMatchObject({
      reason: 'skills_required',
      message: 'onboarding.reseller_skills',
    });
    expect(
      policies.requestApproval(
        { ...ready, skills: { id_main_skill: null, requirements: [3] } },
        'in approvazione rivenditore',
      ),
    ).toMatchObject({
      reason: 'skills_required',
    });
    expect(
      policies.requestApproval(
        { ...ready, skills: { id_main_skill: 3, requirements: [3] } },
        'in approvazione rivenditore',
      ),
    ).toEqual(ALLOWED);
  });
});

describe('policies.approveCompany', () => {
  it("is the provider's operators' alone", () => {
    expect(policies.approveCompany({ is_staff: true })).toEqual(ALLOWED);
    expect(policies.approveCompany({ is_staff: false })).toEqual({
      allowed: false,
      reason: 'staff_only',
      message: 'onboarding.approval_staff_only',
    });
  });
});
