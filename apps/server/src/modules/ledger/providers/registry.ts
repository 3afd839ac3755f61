import type { PaymentMethod } from '@sportello/domain';
import type { Digest } from '../../../platform/security/sealed-box.ts';
import type { PaymentProvider, ProviderName } from './provider.ts';
import { sandboxProvider } from './sandbox.ts';
import { paypalProvider, type PayPalConfig } from './paypal.ts';
import { axerveProvider, type AxerveConfig } from './axerve.ts';

export interface ProvidersConfig {
  providers: readonly ProviderName[];
  paypal?: PayPalConfig | undefined;
  axerve?: AxerveConfig | undefined;
}

export interface PaymentProviders {
  readonly sandbox: ReturnType<typeof sandboxProvider> | undefined;
  readonly paypal: ReturnType<typeof paypalProvider> | undefined;
  byName(name: string): PaymentProvider | undefined;
  /** The provider that collects `method`, when it is enabled. */
  forMethod(method: PaymentMethod): PaymentProvider | undefined;
  /** The methods a company may use: its metodi_pagamento among the enabled providers', the sandbox's always. */
  methodsFor(companyMethods: readonly string[]): PaymentMethod[];
}

/** The providers PAYMENT_PROVIDERS enables (docs/decisions.md, provider contract); `fetchImpl` reaches their APIs. */
export function paymentProviders(
  config: readonly ProviderName[] | ProvidersConfig,
  digest: Digest,
  fetchImpl: typeof fetch = fetch,
): PaymentProviders {
  const {
    providers: enabled,
    paypal: paypalConfig,
    axerve: axerveConfig,
  }: ProvidersConfig = Array.isArray(config)
    ? { providers: config as readonly ProviderName[] }
    : (config as ProvidersConfig);
  const sandbox = enabled.includes('sandbox') ? sandboxProvider(digest) : undefined;
  const paypal = enabled.includes('paypal') && paypalConfig ? paypalProvider(paypalConfig, fetchImpl) : undefined;
  const axerve = enabled.includes('axerve') && axerveConfig ? axerveProvider(axerveConfig, fetchImpl) : undefined;
  const all: PaymentProvider[] = [sandbox, paypal, axerve].filter((p): p is NonNullable<typeof p> => p !== undefined);
  return {
    sandbox,
    paypal,
    byName: (name) => all.find((p) => p.name === name),
    forMethod: (method) => all.find((p) => p.methods.includes(method)),
    methodsFor: (companyMethods) =>
      all.flatMap((p) => p.methods.filter((m) => p.name === 'sandbox' || companyMethods.includes(m))),
  };
}
