import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatMoney, PAYMENT_REFS, paymentResultKind, routeHref, type PaymentRef } from '@sportello/domain';
import { forgetRememberedRoute, peekRememberedRoute, rememberedHref } from '../../../modules/ledger/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ListLoading } from '../../../shared/list-page/list-states.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useRouteParams } from '../../../shared/routing/use-route-params.ts';
import { useTransaction } from '../api/payments-api.ts';

const isRef = (value: string | null): value is PaymentRef =>
  (PAYMENT_REFS as readonly (string | null)[]).includes(value);

/** The payment was collected but not applied, and is being given back (docs/decisions.md). */
const REFUNDED = ['superseded', 'already_paid', 'balance_short'] as const;
const isRefunded = (err: string): err is (typeof REFUNDED)[number] => (REFUNDED as readonly string[]).includes(err);

/**
 * /{id_cliente?}/order-result/{id} (spec 2 §2, §4, §8): the result of a payment. Success only
 * when res is 0 and the transaction is paid; 'Transazione annullata.', 'Transazione rifiutata.'
 * or 'Errore inatteso.' (with its detail) otherwise. Back links: the page the payment started
 * from (remembered before the provider's redirect) and the `ref` one (catalog, products, dashboard).
 */
export function OrderResultPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = Number(useRouteParams().id);
  const [params] = useSearchParams();
  const res = params.get('res') === null ? null : Number(params.get('res'));
  const err = params.get('err');
  const ref = params.get('ref');
  const [remembered] = useState(peekRememberedRoute);
  useEffect(() => forgetRememberedRoute(), []);
  const transaction = useTransaction(id);

  const kind = paymentResultKind(res);
  const paid = kind === 'success' && transaction.data?.status === 'paid';
  const verifying = kind === 'success' && transaction.data?.status === 'pending';
  let outcome;
  if (transaction.isPending) outcome = <ListLoading rows={2} />;
  else if (paid)
    outcome = (
      <Alert color="green" title={t('invoices:result.successTitle')} data-testid="result-success">
        {t('invoices:result.success', {
          nr: transaction.data!.fattura,
          amount: formatMoney(
            transaction.data!.amount + transaction.data!.cashback_amount + transaction.data!.credit_amount,
            transaction.data!.currency,
            language,
          ),
        })}
      </Alert>
    );
  else if (verifying)
    outcome = (
      <Alert color="blue" data-testid="result-verifying">
        {t('invoices:result.verifying')}
      </Alert>
    );
  else {
    const key =
      kind === 'cancelled' ? 'payments.cancelled' : kind === 'rejected' ? 'payments.rejected' : 'payments.unexpected';
    outcome = (
      <Alert color={kind === 'cancelled' ? 'yellow' : 'red'} data-testid={`result-${kind}`}>
        <Stack gap={4}>
          <Text>{t(`messages:${key}`)}</Text>
          {kind === 'error' && err && (
            <Text size="sm">
              {isRefunded(err) ? t(`invoices:result.refunded.${err}`) : t('invoices:result.detail', { detail: err })}
            </Text>
          )}
        </Stack>
      </Alert>
    );
  }

  return (
    <PageLayout width="form" title={t('routes:order_result')} testId="order-result-page">
      {outcome}
      <Group gap="lg">
        {remembered && !paid && (
          <Anchor component={Link} to={rememberedHref(remembered)} data-testid="result-back">
            {t('invoices:result.retry')}
          </Anchor>
        )}
        {isRef(ref) && (
          <Anchor component={Link} to={routeHref(ref)} data-testid="result-ref">
            {t(`invoices:result.ref.${ref}`)}
          </Anchor>
        )}
        {!isRef(ref) && (
          <Anchor component={Link} to={routeHref('invoices')} data-testid="result-invoices">
            {t('invoices:result.ref.invoices')}
          </Anchor>
        )}
      </Group>
    </PageLayout>
  );
}
