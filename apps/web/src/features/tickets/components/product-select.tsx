import { Select } from '@mantine/core';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NewTicketInput, TicketProduct } from '@sportello/domain';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';

/** The product a new ticket is about: the company's products, searchable; required for tecnica (spec 3 §5). */
export function ProductSelect({
  control,
  products,
  required,
}: {
  control: Control<NewTicketInput>;
  products: readonly TicketProduct[];
  required: boolean;
}) {
  const { t } = useTranslation('tickets');
  const { field, fieldState } = useController({ control, name: 'id_product' });
  return (
    <Select
      ref={field.ref}
      name={field.name}
      label={t('fields.product')}
      withAsterisk={required}
      searchable
      clearable
      placeholder={t('fields.productPlaceholder')}
      data={products.map((p) => ({ value: String(p.id), label: `${p.nome} - ${p.dominio}` }))}
      value={field.value ? String(field.value) : null}
      onChange={(value) => field.onChange(value ? Number(value) : null)}
      onBlur={field.onBlur}
      error={translateFieldMessage(fieldState.error?.message)}
      data-testid="ticket-product"
    />
  );
}
