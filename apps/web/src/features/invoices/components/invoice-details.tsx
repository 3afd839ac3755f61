import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatPercent, type Invoice } from '@sportello/domain';
import { PaymentLine } from '../../../modules/ledger/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

/** An invoice opened: its rows, its totals and its installments, the ones still due payable. */
export function InvoiceDetails({ invoice, canPay }: { invoice: Invoice; canPay: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = (cents: number) => formatMoney(cents, invoice.currency, language);
  return (
    <Stack gap="sm" p="md" bg="var(--mantine-color-default-hover)">
      <Table verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoices:rows.description')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('invoices:rows.qt')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('invoices:rows.price')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('invoices:rows.discount')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('invoices:rows.vat')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('invoices:rows.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.description}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{row.qt}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{money(row.price)}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>
                {row.discount ? formatPercent(row.discount, language) : ''}
              </Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{formatPercent(row.vat, language)}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{money(row.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="end" gap="lg">
        <Text size="sm">{t('invoices:totals.net', { amount: money(invoice.imponibile) })}</Text>
        <Text size="sm">{t('invoices:totals.vat', { amount: money(invoice.vatamount) })}</Text>
        <Text size="sm" fw={700}>
          {t('invoices:totals.total', { amount: money(invoice.amount) })}
        </Text>
      </Group>
      {invoice.payments.length > 0 && (
        <Stack
          gap="xs"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t('invoices:list.installments')}
        >
          {invoice.payments.map((p) =>
            p.pending ? (
              <PaymentLine key={p.id} payment={p} canPay={canPay} />
            ) : (
              <Group key={p.id} component="li" justify="space-between">
                <Text size="sm">{t('invoices:payment.due', { date: formatDate(p.data, language) })}</Text>
                <Group gap="sm">
                  <Badge variant="light" color="gray">
                    {t('invoices:payment.paid')}
                  </Badge>
                  <Text size="sm">{money(p.amount)}</Text>
                </Group>
              </Group>
            ),
          )}
        </Stack>
      )}
    </Stack>
  );
}
