import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMoney, routeHref, type Payment } from '@sportello/domain';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useIdCliente } from '../../../shared/routing/use-route-params.ts';
import { OverdueBadge } from './overdue-badge.tsx';

/** A payment due: its invoice, due date, amount, how overdue, and Pay for the billing grant. */
export function PaymentLine({ payment, canPay }: { payment: Payment; canPay: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const idCliente = useIdCliente();
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" component="li" data-testid={`payment-${payment.id}`}>
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {t('invoices:payment.invoice', { nr: payment.fattura })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('invoices:payment.due', { date: formatDate(payment.data, language) })}
          {payment.tipo ? ` · ${payment.tipo}` : ''}
        </Text>
      </Stack>
      <Group gap="sm">
        <OverdueBadge pastdue={payment.pastdue} />
        <Text size="sm" fw={600}>
          {formatMoney(payment.amount, payment.currency, language)}
        </Text>
        {canPay && payment.pending && (
          <Button
            component={Link}
            to={routeHref('payment', { id: payment.id }, { id_cliente: idCliente })}
            size="xs"
            data-testid={`pay-${payment.id}`}
            aria-label={t('invoices:payment.payNamed', { nr: payment.fattura })}
          >
            {t('invoices:payment.pay')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
