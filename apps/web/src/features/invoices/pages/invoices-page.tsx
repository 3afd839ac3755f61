import {
  ActionIcon,
  Anchor,
  Badge,
  Card,
  Collapse,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  formatDate,
  formatMoney,
  formatPercent,
  hasGrant,
  INVOICE_STATUSES,
  type Invoice,
  type InvoiceStatus,
} from '@sportello/domain';
import { invoicesApi } from '@sportello/domain/api';
import { apiHref } from '../../../shared/http/api-client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ListSection } from '../../../shared/list-page/list-section.tsx';
import { stackedLists } from '../../../shared/list-page/stacked-lists.ts';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useUserInfo } from '../../../shared/session/session.ts';
import { useInvoices, usePendingPayments } from '../api/invoices-api.ts';
import { EInvoiceLink } from '../components/e-invoice-link.tsx';
import { OverdueBadge, PaymentLine } from '../../../modules/ledger/index.ts';

const isStatus = (value: string | null): value is InvoiceStatus =>
  (INVOICE_STATUSES as readonly (string | null)[]).includes(value);
// Light badges that keep WCAG AA text contrast in both schemes.
const STATUS_COLORS: Record<InvoiceStatus, string> = {
  credit_note: 'grape',
  to_pay: 'blue',
  settled: 'gray',
  overdue: 'red',
};

/**
 * /invoices (spec 2 §2): the payments still due (Pay for the billing grant) and the company's
 * invoices, paged and filtered by the server, each expandable to its rows and installments, with
 * its PDF and the four statuses; CSV export of what the filter selects.
 */
export function InvoicesPage() {
  const { t } = useTranslation();
  const me = useUserInfo();
  const canPay = hasGrant(me?.grants ?? [], 'billing');
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get('status')) ? (params.get('status') as InvoiceStatus) : undefined;
  const invoices = useInvoices(status);
  const pending = usePendingPayments();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());

  const statusLabel = (s: InvoiceStatus) => t(`invoices:status.${s}`);
  const setStatus = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('status', value);
        else next.delete('status');
        next.delete('inv_page');
        return next;
      },
      { replace: true },
    );
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const filtered = invoices.filter.text.trim() !== '' || status !== undefined;
  const stacked = stackedLists(pending.state, invoices.state);
  return (
    <PageLayout width="wide" title={t('routes:invoices')} description={t('invoices:intro')}>
      <Card withBorder padding="lg">
        <ListSection
          title={t('invoices:pending.title')}
          state={stacked.above}
          count={pending.items.length}
          pagination={pending.pagination}
          csvHref={pending.csvHref}
          emptyText={t('invoices:pending.empty')}
          errorText={t('invoices:error')}
          data-testid="pending-payments"
        >
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {pending.items.map((p) => (
              <PaymentLine key={p.id} payment={p} canPay={canPay} />
            ))}
          </Stack>
        </ListSection>
      </Card>
      {stacked.belowDrawn && (
        <ListSection
          title={t('invoices:list.title')}
          state={invoices.state}
          count={invoices.items.length}
          filter={{ ...invoices.filter, label: t('invoices:list.search') }}
          pagination={invoices.pagination}
          csvHref={invoices.csvHref}
          emptyText={filtered ? t('invoices:list.emptyFiltered') : t('invoices:list.empty')}
          errorText={t('invoices:error')}
          actions={
            <NativeSelect
              label={t('invoices:list.status')}
              data={[
                { value: '', label: t('invoices:list.allStatuses') },
                ...INVOICE_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
              ]}
              value={status ?? ''}
              onChange={(event) => setStatus(event.currentTarget.value || null)}
              w={{ base: '100%', sm: 240 }}
              data-testid="invoices-status"
            />
          }
          data-testid="invoices-section"
        >
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" data-testid="invoices-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <VisuallyHidden>{t('invoices:list.details')}</VisuallyHidden>
                  </Table.Th>
                  <Table.Th>{t('invoices:columns.nr')}</Table.Th>
                  <Table.Th>{t('invoices:columns.date')}</Table.Th>
                  <Table.Th>{t('invoices:columns.status')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('invoices:columns.total')}</Table.Th>
                  <Table.Th>{t('invoices:columns.pdf')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoices.items.map((invoice) => (
                  <InvoiceLines
                    key={invoice.id}
                    invoice={invoice}
                    open={open.has(invoice.id)}
                    onToggle={() => toggle(invoice.id)}
                    statusLabel={statusLabel(invoice.status)}
                    canPay={canPay}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListSection>
      )}
    </PageLayout>
  );
}

function InvoiceLines({
  invoice,
  open,
  onToggle,
  statusLabel,
  canPay,
}: {
  invoice: Invoice;
  open: boolean;
  onToggle: () => void;
  statusLabel: string;
  canPay: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = (cents: number) => formatMoney(cents, invoice.currency, language);
  const detailsId = `invoice-details-${invoice.id}`;
  return (
    <>
      <Table.Tr data-testid={`invoice-${invoice.nr}`}>
        <Table.Td>
          <ActionIcon
            variant="subtle"
            onClick={onToggle}
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={t('invoices:list.toggle', { nr: invoice.nr })}
            data-testid={`toggle-${invoice.id}`}
          >
            {open ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />}
          </ActionIcon>
        </Table.Td>
        <Table.Td>
          <Text size="sm" fw={500}>
            {invoice.nr}
          </Text>
        </Table.Td>
        <Table.Td>
          <Text size="sm">{formatDate(invoice.date, language)}</Text>
        </Table.Td>
        <Table.Td>
          <Group gap={6}>
            <Badge
              variant="light"
              color={STATUS_COLORS[invoice.status]}
              h="auto"
              radius="sm"
              styles={{ label: { whiteSpace: 'normal' } }}
              data-testid={`status-${invoice.id}`}
            >
              {statusLabel}
            </Badge>
            <OverdueBadge pastdue={invoice.pastdue} />
          </Group>
        </Table.Td>
        <Table.Td style={{ textAlign: 'right' }}>
          <Text size="sm" fw={600}>
            {money(invoice.amount)}
          </Text>
        </Table.Td>
        <Table.Td>
          <Anchor
            href={apiHref(invoicesApi.pdf, { params: { id: invoice.id } })}
            download
            size="sm"
            aria-label={t('invoices:list.pdfNamed', { nr: invoice.nr })}
            data-testid={`pdf-${invoice.id}`}
          >
            <Group gap={4} wrap="nowrap">
              <IconFileTypePdf size={16} aria-hidden />
              PDF
            </Group>
          </Anchor>
          <EInvoiceLink invoice={invoice} />
        </Table.Td>
      </Table.Tr>
      <Table.Tr style={{ display: open ? undefined : 'none' }}>
        <Table.Td colSpan={6} p={0}>
          <Collapse expanded={open} id={detailsId}>
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
          </Collapse>
        </Table.Td>
      </Table.Tr>
    </>
  );
}
