import { Alert, Button, Checkbox, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatMoney,
  initialPaymentMethod,
  RECURRING_AUTHORISATION_MAX_CENTS,
  usableCashback,
  type Currency,
  type PaymentMethod,
} from '@sportello/domain';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { NumberTextInput } from '../../../shared/form/number-text-input.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import type { PaymentOptions } from '../api/payment-methods.ts';

export interface PaymentChoice {
  method: PaymentMethod;
  cashback_amount: number;
  enable_recurring_payments: boolean;
}

export interface PaymentFormProps {
  /** What is paid, incl. VAT, in cents. */
  total: number;
  currency: Currency;
  methods: PaymentOptions;
  /** Paying an invoice: the recurring payments warning and authorisation apply (spec 2 §2, §9). */
  invoice?: boolean;
  submitting: boolean;
  /** The submit button's words, when the page names what paying does ('Conferma offerta'). */
  submitLabel?: string;
  /** Submit blocked, for a reason the page shows (spec 3 §5 confirm offer: billing data incomplete, order concluded). */
  blocked?: boolean;
  onSubmit: (choice: PaymentChoice) => void;
}

/**
 * The payment form (spec 2 §2, §5, §9): a method chooser (the only method chosen by itself),
 * submit blocked until a method is chosen, cashback up to min(balance, total incl. VAT), the
 * warning when recurring payments are active, and the authorisation of recurring payments up to
 * 10,000.
 */
export function PaymentForm({
  total,
  currency,
  methods,
  invoice = false,
  submitting,
  submitLabel,
  blocked = false,
  onSubmit,
}: PaymentFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [method, setMethod] = useState<string | null>(initialPaymentMethod(methods.metodi_pagamento));
  const [cashback, setCashback] = useState<number | undefined>(undefined);
  const [recurring, setRecurring] = useState(false);
  const maxCashback = usableCashback(methods.cashback, total);
  // The cashback as typed, or why not (the server's words): never brought within the limits silently.
  const typedCents = cashback === undefined ? 0 : Math.round(cashback * 100);
  const cashbackError =
    cashback === undefined
      ? null
      : Number.isNaN(cashback) || cashback < 0 || Math.abs(cashback * 100 - typedCents) > 1e-6
        ? t('invoices:pay.cashbackInvalid')
        : typedCents > methods.cashback
          ? t('messages:payments.cashback_above_balance')
          : typedCents > maxCashback
            ? t('messages:payments.cashback_above_total')
            : null;
  const cashbackCents = cashbackError ? 0 : typedCents;
  // use_credit: the server spends the company's credit on what the cashback leaves (spec 2 §7 use_credit).
  const credit = methods.use_credit ? Math.min(methods.credit, total - cashbackCents) : 0;
  const canAuthorise = invoice && !methods.has_recurring_payments && total <= RECURRING_AUTHORISATION_MAX_CENTS;
  const money = (cents: number) => formatMoney(cents, currency, language);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!method || cashbackError || blocked) return;
        onSubmit({
          method: method as PaymentMethod,
          cashback_amount: cashbackCents,
          enable_recurring_payments: canAuthorise && recurring,
        });
      }}
      data-testid="payment-form"
    >
      <Stack gap="md">
        {invoice && methods.has_recurring_payments && (
          <Alert color="yellow" variant="light" data-testid="recurring-warning">
            {t('invoices:pay.recurringActive')}
          </Alert>
        )}
        {methods.metodi_pagamento.length === 0 ? (
          <Alert color="red" variant="light">
            {t('invoices:pay.noMethods')}
          </Alert>
        ) : (
          <Radio.Group
            label={t('invoices:pay.method')}
            value={method}
            onChange={setMethod}
            withAsterisk
            data-testid="payment-methods"
          >
            <Stack gap="xs" mt="xs">
              {methods.metodi_pagamento.map((m) => (
                <Radio key={m} value={m} label={t(`invoices:methods.${m}`)} data-testid={`method-${m}`} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {maxCashback > 0 && (
          <NumberTextInput
            label={t('invoices:pay.cashback')}
            description={t('invoices:pay.cashbackHelp', { balance: money(methods.cashback), max: money(maxCashback) })}
            value={cashback}
            onChange={setCashback}
            error={cashbackError}
            data-testid="cashback"
          />
        )}
        {canAuthorise && (
          <Checkbox
            label={t('invoices:pay.recurring', { limit: money(RECURRING_AUTHORISATION_MAX_CENTS) })}
            checked={recurring}
            onChange={(event) => setRecurring(event.currentTarget.checked)}
            data-testid="recurring"
          />
        )}
        {credit > 0 && <Text data-testid="payment-credit">{t('invoices:pay.credit', { amount: money(credit) })}</Text>}
        <Text fw={700} data-testid="payment-total">
          {t('invoices:pay.toPay', { amount: money(total - cashbackCents - credit) })}
        </Text>
        <FormActions>
          <Button
            type="submit"
            disabled={!method || cashbackError !== null || blocked}
            loading={submitting}
            data-testid="payment-submit"
          >
            {submitLabel ?? t('invoices:pay.submit')}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
