import { Alert, Button, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  newTicketSchema,
  TICKET_DEPARTMENTS,
  TICKET_LIMITS,
  ticketProductRequired,
  type TicketProduct,
  type TicketSettings,
} from '@sportello/domain';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { SelectField } from '../../../shared/form/select-field.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { TextareaField } from '../../../shared/form/textarea-field.tsx';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { AttachmentsInput, attachmentsValid } from './attachments-input.tsx';
import { ProductSelect } from './product-select.tsx';
import { UrgentCheckbox } from './urgent-checkbox.tsx';
import { useSendTicket } from './use-send-ticket.tsx';

interface NewTicketFormProps {
  products: readonly TicketProduct[];
  settings: TicketSettings;
  inOfficeHours: boolean;
  /** A product the page was opened for (`?id_product=` from the products list). */
  initialProduct?: number | undefined;
}

/**
 * The new ticket (spec 3 §5, §6, §8, §9): department, a product — listed only when the company has
 * products, required for tecnica —, title, message, urgent with its cost confirmed first (or
 * 'Incluso in Prime' for premium customers), files. After sending, the office-hours toast and the
 * new ticket's page (spec 3 §4).
 */
export function NewTicketForm({ products, settings, inOfficeHours, initialProduct }: NewTicketFormProps) {
  const { t } = useTranslation('tickets');
  const [files, setFiles] = useState<File[]>([]);
  const hasProducts = products.length > 0;
  const schema = useMemo(() => newTicketSchema(hasProducts), [hasProducts]);
  const preset = initialProduct && products.some((p) => p.id === initialProduct) ? initialProduct : undefined;
  const form = useZodForm(schema, {
    department: preset ? 'tecnica' : undefined,
    id_product: preset ?? null,
    titolo: '',
    messaggio: '',
    urgente: false,
  });
  const department = useWatch({ control: form.control, name: 'department' });
  const { send, pending } = useSendTicket(settings, form.setError);
  const submit = form.handleSubmit((ticket) => {
    if (attachmentsValid(files)) send(ticket, files);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('new.title')} data-testid="new-ticket-form">
      <Stack gap="md">
        {!inOfficeHours && (
          <Alert color="blue" variant="light" data-testid="outside-hours">
            {t('new.outsideHours')}
          </Alert>
        )}
        <SelectField
          control={form.control}
          name="department"
          label={t('fields.department')}
          withAsterisk
          data={TICKET_DEPARTMENTS.map((d) => ({ value: d, label: t(`department.${d}`) }))}
          allowDeselect={false}
          data-testid="ticket-department"
        />
        {hasProducts && (
          <ProductSelect
            control={form.control}
            products={products}
            required={ticketProductRequired(department, hasProducts)}
          />
        )}
        <TextField
          control={form.control}
          name="titolo"
          label={t('fields.titolo')}
          withAsterisk
          maxLength={TICKET_LIMITS.titolo}
          data-testid="ticket-title"
        />
        <TextareaField
          control={form.control}
          name="messaggio"
          label={t('fields.messaggio')}
          withAsterisk
          rows={8}
          maxLength={TICKET_LIMITS.messaggio}
          data-testid="ticket-message"
        />
        <UrgentCheckbox control={form.control} settings={settings} />
        <AttachmentsInput value={files} onChange={setFiles} testId="ticket-files" />
        <FormActions staffOpen>
          <Button type="submit" loading={pending} data-testid="ticket-submit">
            {t('new.submit')}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
