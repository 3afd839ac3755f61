import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@sportello/domain';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useCustomerInvoices, useCustomerOffers } from '../api/tickets-api.ts';
import { SearchPicker } from './search-picker.tsx';

interface PickerProps {
  /** The ticket's company: its own list feeds the picker. */
  companyId: number;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | undefined;
}

/** One of the company's offers, newest first or searched by title. */
function OfferPicker({ companyId, value, onChange, error }: PickerProps) {
  const { t } = useTranslation('tickets');
  const [q, setQ] = useState('');
  const list = useCustomerOffers(companyId, q);
  const options = (list.data?.items ?? []).map((offer) => ({
    value: String(offer.id),
    label: t('picker.offerOption', { id: offer.id, title: offer.titolo_offerta }),
  }));
  return (
    <SearchPicker
      label={t('picker.offer')}
      placeholder={t('picker.offerPlaceholder')}
      nothingFound={t('picker.noOffers')}
      value={value}
      onChange={onChange}
      options={options}
      loading={list.isPending}
      onQuery={setQ}
      error={error}
      testId="reply-offer"
    />
  );
}

/** One of the company's invoices, newest first or searched by number. */
function InvoicePicker({ companyId, value, onChange, error }: PickerProps) {
  const { t } = useTranslation('tickets');
  const { language } = useLanguage();
  const [q, setQ] = useState('');
  const list = useCustomerInvoices(companyId, q);
  const options = (list.data?.items ?? []).map((invoice) => ({
    value: String(invoice.id),
    label: t('picker.invoiceOption', {
      nr: invoice.nr,
      date: formatDate(invoice.date, language),
      amount: formatMoney(invoice.amount, invoice.currency, language),
    }),
  }));
  return (
    <SearchPicker
      label={t('picker.invoice')}
      placeholder={t('picker.invoicePlaceholder')}
      nothingFound={t('picker.noInvoices')}
      value={value}
      onChange={onChange}
      options={options}
      loading={list.isPending}
      onQuery={setQ}
      error={error}
      testId="reply-invoice"
    />
  );
}

export interface DocumentPickerProps {
  companyId: number;
  offer: Omit<PickerProps, 'companyId'>;
  invoice: Omit<PickerProps, 'companyId'>;
}

/**
 * Spec 3 §3 ticket message: the offer and the invoice an operator's reply carries, picked from the
 * ticket company's own offers and invoices (the server checks they are that company's: 422).
 */
export function DocumentPicker({ companyId, offer, invoice }: DocumentPickerProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="document-picker">
      <OfferPicker companyId={companyId} {...offer} />
      <InvoicePicker companyId={companyId} {...invoice} />
    </SimpleGrid>
  );
}
