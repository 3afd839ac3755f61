import { Alert, Button, Checkbox, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMemo, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  formatMoney,
  newTicketSchema,
  policies,
  routeHref,
  TICKET_DEPARTMENTS,
  TICKET_LIMITS,
  ticketProductRequired,
  type NewTicket,
  type Ticket,
  type TicketProduct,
  type TicketSettings,
} from '@sportello/domain';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import { applyServerErrors } from '../../../shared/form/server-errors.ts';
import { SelectField } from '../../../shared/form/select-field.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { TextareaField } from '../../../shared/form/textarea-field.tsx';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { useIdCliente } from '../../../shared/routing/use-route-params.ts';
import { usePolicyActor } from '../../../shared/session/policy-actor.ts';
import { toUpload, useCreateTicket } from '../api/tickets-api.ts';
import { AttachmentsInput, attachmentsValid } from './attachments-input.tsx';

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
  const { language } = useLanguage();
  const navigate = useNavigate();
  const idCliente = useIdCliente() ?? '';
  const create = useCreateTicket();
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
  const product = useController({ control: form.control, name: 'id_product' });
  const urgent = useController({ control: form.control, name: 'urgente' });
  const actor = usePolicyActor();
  // An operator without billing opens no charged ticket for the customer: the server refuses it too.
  const urgentAllowed = actor ? policies.chargeUrgentTicket(actor) : { allowed: true as const };
  const price = formatMoney(settings.urgent_price, settings.currency, language);

  const send = async (ticket: NewTicket) => {
    try {
      const attachments = await Promise.all(files.map(toUpload));
      const created: Ticket = await create.mutateAsync({ ...ticket, attachments });
      notify({ level: 'success', message: created.extra_time ? t('sent.outsideHours') : t('sent.inHours') });
      await navigate(routeHref('ticket', { id: created.id, id_cliente: idCliente }));
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  };

  const submit = form.handleSubmit((ticket) => {
    if (!attachmentsValid(files)) return;
    if (ticket.urgente && !settings.is_premium) {
      modals.openConfirmModal({
        title: t('urgentConfirm.title'),
        children: <Text size="sm">{t('urgentConfirm.text', { price })}</Text>,
        labels: { confirm: t('urgentConfirm.confirm'), cancel: t('common:actions.cancel') },
        confirmProps: { 'data-testid': 'urgent-confirm' },
        onConfirm: () => void send(ticket),
      });
      return;
    }
    void send(ticket);
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
          <Select
            ref={product.field.ref}
            name={product.field.name}
            label={t('fields.product')}
            withAsterisk={ticketProductRequired(department, hasProducts)}
            searchable
            clearable
            placeholder={t('fields.productPlaceholder')}
            data={products.map((p) => ({ value: String(p.id), label: `${p.nome} - ${p.dominio}` }))}
            value={product.field.value ? String(product.field.value) : null}
            onChange={(value) => product.field.onChange(value ? Number(value) : null)}
            onBlur={product.field.onBlur}
            error={translateFieldMessage(product.fieldState.error?.message)}
            data-testid="ticket-product"
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
        <Checkbox
          ref={urgent.field.ref}
          name={urgent.field.name}
          checked={urgent.field.value === true}
          onChange={(event) => urgent.field.onChange(event.currentTarget.checked)}
          label={t('fields.urgente')}
          disabled={!urgentAllowed.allowed}
          description={
            !urgentAllowed.allowed
              ? t(`messages:${urgentAllowed.message}`)
              : settings.is_premium
                ? t('urgentIncluded')
                : t('urgentCost', { price })
          }
          data-testid="ticket-urgent-checkbox"
        />
        <AttachmentsInput value={files} onChange={setFiles} testId="ticket-files" />
        <FormActions staffOpen>
          <Button type="submit" loading={create.isPending} data-testid="ticket-submit">
            {t('new.submit')}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
