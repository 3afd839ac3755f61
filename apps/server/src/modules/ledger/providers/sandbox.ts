import { timingSafeEqual } from 'node:crypto';
import type { Currency } from '@sportello/domain';
import type { Digest } from '../../../platform/security/sealed-box.ts';
import type { CheckoutRequest, PaymentProvider, ProviderOutcome, ProviderResult } from './provider.ts';

const OUTCOMES: Record<'pay' | 'cancel' | 'refuse', ProviderOutcome> = {
  pay: 'paid',
  cancel: 'cancelled',
  refuse: 'refused',
};

/** The fields the sandbox signs, in this order. */
const SIGNED = ['tx', 'outcome', 'amount', 'currency', 'event'] as const;

/**
 * The sandbox provider (DESIGN §3): Sportello's own checkout page shows the amount and offers
 * pay / cancel / refuse; the choice comes back through the provider return like a real
 * provider's, signed with a key only the server holds (its keyed digest), so a forged or
 * altered return (amount, currency, outcome) is refused.
 */
export function sandboxProvider(digest: Digest): PaymentProvider & {
  /** The signed return for the checkout page's choice (what a real provider would send). */
  signedReturn(
    base: { token: string; amount: number; currency: Currency },
    choice: keyof typeof OUTCOMES,
    eventKey: string,
  ): string;
} {
  const sign = (fields: Record<(typeof SIGNED)[number], string>) =>
    digest(`sandbox-provider:${SIGNED.map((k) => `${k}=${fields[k]}`).join('&')}`);
  return {
    name: 'sandbox',
    methods: ['sandbox'],
    resumable: true,
    async startCheckout(request: CheckoutRequest) {
      return { redirect: `${request.baseUrl}/api/payments/sandbox/${request.token}` };
    },
    async chargeRecurring(request) {
      // The sandbox approves every recurring charge: what a provider answers a charge on a valid mandate.
      return {
        token: request.token,
        eventKey: `recurring:${request.token}`,
        outcome: 'paid',
        amount: request.amount,
        currency: request.currency,
        mandateRef: request.mandate,
      };
    },
    async refund(request) {
      // The sandbox's money is its own word: giving it back always succeeds.
      return { refunded: true, refundRef: `sandbox-refund:${request.refundKey}` };
    },
    signedReturn(base, choice, eventKey) {
      const fields = {
        tx: base.token,
        outcome: OUTCOMES[choice],
        amount: String(base.amount),
        currency: base.currency,
        event: eventKey,
      };
      return `/api/payments/return/sandbox?${new URLSearchParams({ ...fields, sig: sign(fields) }).toString()}`;
    },
    async verifyReturn(query): Promise<ProviderResult | null> {
      const fields = Object.fromEntries(SIGNED.map((k) => [k, query[k] ?? ''])) as Record<
        (typeof SIGNED)[number],
        string
      >;
      const given = Buffer.from(query.sig ?? '');
      const expected = Buffer.from(sign(fields));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const amount = Number(fields.amount);
      if (
        !Number.isInteger(amount) ||
        !['paid', 'cancelled', 'refused', 'error'].includes(fields.outcome) ||
        !fields.event
      )
        return null;
      // The sandbox's mandate is the signed transaction itself: it charges by its own word.
      return {
        token: fields.tx,
        eventKey: fields.event,
        outcome: fields.outcome as ProviderOutcome,
        amount,
        currency: fields.currency as Currency,
        mandateRef: `sandbox:${fields.tx}`,
        paymentRef: fields.event,
      };
    },
  };
}
