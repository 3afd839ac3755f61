import { ActionIcon, Anchor, Collapse, Group, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, type Invoice } from '@sportello/domain';
import { invoicesApi } from '@sportello/domain/api';
import { OverdueBadge } from '../../../modules/ledger/index.ts';
import { apiHref } from '../../../shared/http/api-client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { EInvoiceLink } from './e-invoice-link.tsx';
import { InvoiceDetails } from './invoice-details.tsx';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';
import cells from './invoices-table.module.css';

/** One invoice in the table: its line (number, date, status, total, PDF) and, below, its details when opened. */
export function InvoiceLines({
  invoice,
  open,
  onToggle,
  canPay,
}: {
  invoice: Invoice;
  open: boolean;
  onToggle: () => void;
  canPay: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const detailsId = `invoice-details-${invoice.id}`;
  return (
    <>
      <Table.Tr data-testid={`invoice-${invoice.nr}`}>
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
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
            <Text size="sm" fw={500}>
              {invoice.nr}
            </Text>
          </Group>
        </Table.Td>
        <Table.Td data-label={t('invoices:columns.date')}>
          <Text size="sm">{formatDate(invoice.date, language)}</Text>
        </Table.Td>
        <Table.Td data-label={t('invoices:columns.status')}>
          <Group gap={6}>
            <InvoiceStatusBadge invoice={invoice} />
            <OverdueBadge pastdue={invoice.pastdue} />
          </Group>
        </Table.Td>
        <Table.Td data-label={t('invoices:columns.total')} className={cells.amount}>
          <Text size="sm" fw={600}>
            {formatMoney(invoice.amount, invoice.currency, language)}
          </Text>
        </Table.Td>
        <Table.Td data-label={t('invoices:columns.pdf')}>
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
        <Table.Td colSpan={5} p={0}>
          <Collapse expanded={open} id={detailsId}>
            <InvoiceDetails invoice={invoice} canPay={canPay} />
          </Collapse>
        </Table.Td>
      </Table.Tr>
    </>
  );
}
