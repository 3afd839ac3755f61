import { Alert, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate, formatMoney, routeHref } from '@sportello/domain';
import { followPayAnswer, OverdueBadge, PaymentForm, usePaymentOptions } from '../../../modules/ledger/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ListError, ListLoading, NotFoundState } from '../../../shared/list-page/list-states.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useIdCliente, useRouteParams } from '../../../shared/routing/use-route-params.ts';
import { usePayInvoice, usePayment } from '../api/payments-api.ts';

/**
 * /payments/{id} (spec 2 §2 payment page, §5, §7 Pay): one payment due, its invoice and amount,
 * and the payment form; the provider's checkout next, or the result at once when the cashback
 * covers it all.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const id = Number(useRouteParams().id);
  // Staff paying for a customer (`?id_cliente=`): the customer stays named on the way back.
  const idCliente = useIdCliente();
  const payment = usePayment(id);
  const methods = usePaymentOptions();
  const pay = usePayInvoice();

  const back = { to: routeHref('invoices', { id_cliente: idCliente ?? '' }), page: t('routes:invoices') };
  const body = () => {
    // An address that names no payment ('/payments/abc') is not found at once, never an endless skeleton.
    if (!(Number.isInteger(id) && id > 0)) return <NotFoundState text={t('messages:payments.not_found')} back={back} />;
    if (payment.isPending || methods.isPending) return <ListLoading rows={3} />;
    if (payment.isError || methods.isError) return <ListError text={t('invoices:error')} back={back} />;
    if (!payment.data) return <NotFoundState text={t('messages:payments.not_found')} back={back} />;
    const p = payment.data;
    return (
      <Stack gap="lg">
        <Card withBorder padding="lg" data-testid="payment-summary">
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2}>
              <Text fw={600}>{t('invoices:payment.invoice', { nr: p.fattura })}</Text>
              <Text size="sm" c="dimmed">
                {t('invoices:payment.due', { date: formatDate(p.data, language) })}
              </Text>
            </Stack>
            <Group gap="sm">
              <OverdueBadge pastdue={p.pastdue} />
              <Text size="xl" fw={700}>
                {formatMoney(p.amount, p.currency, language)}
              </Text>
            </Group>
          </Group>
        </Card>
        {p.pending ? (
          <PaymentForm
            total={p.amount}
            currency={p.currency}
            methods={methods.data}
            invoice
            submitting={pay.isPending}
            onSubmit={(choice) =>
              pay.mutate(
                { payment_id: p.id, ...choice, ref: 'invoices' },
                {
                  onSuccess: (answer) =>
                    followPayAnswer(
                      answer,
                      { route: 'payment', id: String(p.id), id_cliente: idCliente },
                      (tx, res) =>
                        void navigate(
                          routeHref('order_result', { id: tx, id_cliente: idCliente ?? '' }, { res, ref: 'invoices' }),
                        ),
                    ),
                },
              )
            }
          />
        ) : (
          <Alert color="green" data-testid="already-paid">
            {t('messages:payments.already_paid')}
          </Alert>
        )}
      </Stack>
    );
  };

  return (
    <PageLayout width="form" title={t('routes:payment')} testId="payment-page">
      {body()}
    </PageLayout>
  );
}
