import type { PaymentMethod } from '@sportello/domain';
import type { Digest } from '../../../platform/security/sealed-box.ts';
import type { PaymentProvider, ProviderName } from './provider.ts';
import { sandboxProvider } from './sandbox.ts';

export interface PaymentProviders {
  readonly sandbox: ReturnType<typeof sandboxProvider> | undefined;
  byName(name: string): PaymentProvider | undefined;
  /** The provider that collects `method`, when it is enabled. */
  forMethod(method: PaymentMethod): PaymentProvider | undefined;
  /** The methods a company may use: its metodi_pagamento among the enabled providers', the sandbox's always. */
  methodsFor(companyMethods: readonly string[]): PaymentMethod[];
}

/** The providers PAYMENT_PROVIDERS enables (docs/decisions.md, provider contract). */
export function paymentProviders(enabled: readonly ProviderName[], digest: Digest, extra: readonly PaymentProvider[] = []): PaymentProviders {
  const sandbox = enabled.includes('sandbox') ? sandboxProvider(digest) : undefined;
  const all: PaymentProvider[] = [...(sandbox ? [sandbox] : []), ...extra.filter((p) => enabled.includes(p.name))];
  return {
    sandbox,
    byName: (name) => all.find((p) => p.name === name),
    forMethod: (method) => all.find((p) => p.methods.includes(method)),
    methodsFor: (companyMethods) =>
      all.flatMap((p) => p.methods.filter((m) => p.name === 'sandbox' || companyMethods.includes(m))),
  };
}
