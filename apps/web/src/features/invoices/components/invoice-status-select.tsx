import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUSES, type InvoiceStatus } from '@sportello/domain';

/** The four statuses to filter the invoices by, or all of them. */
export function InvoiceStatusSelect({
  status,
  onChange,
}: {
  status: InvoiceStatus | undefined;
  onChange: (status: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('invoices:list.status')}
      data={[
        { value: '', label: t('invoices:list.allStatuses') },
        ...INVOICE_STATUSES.map((s) => ({ value: s, label: t(`invoices:status.${s}`) })),
      ]}
      value={status ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      w={{ base: '100%', sm: 240 }}
      data-testid="invoices-status"
    />
  );
}
