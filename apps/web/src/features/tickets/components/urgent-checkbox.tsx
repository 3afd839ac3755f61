import { Checkbox } from '@mantine/core';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoney, policies, type NewTicketInput, type TicketSettings } from '@sportello/domain';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { usePolicyActor } from '../../../shared/session/policy-actor.ts';

/**
 * 'Urgente' with what it costs, or 'Incluso in Prime' for premium customers (spec 3 §6); an operator
 * without billing opens no charged ticket for the customer (the server refuses it too).
 */
export function UrgentCheckbox({ control, settings }: { control: Control<NewTicketInput>; settings: TicketSettings }) {
  const { t } = useTranslation('tickets');
  const { language } = useLanguage();
  const { field } = useController({ control, name: 'urgente' });
  const actor = usePolicyActor();
  const allowed = actor ? policies.chargeUrgentTicket(actor) : { allowed: true as const };
  const price = formatMoney(settings.urgent_price, settings.currency, language);
  return (
    <Checkbox
      ref={field.ref}
      name={field.name}
      checked={field.value === true}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      label={t('fields.urgente')}
      disabled={!allowed.allowed}
      description={
        !allowed.allowed
          ? t(`messages:${allowed.message}`)
          : settings.is_premium
            ? t('urgentIncluded')
            : t('urgentCost', { price })
      }
      data-testid="ticket-urgent-checkbox"
    />
  );
}
