import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UseFormSetError } from 'react-hook-form';
import { formatMoney, routeHref, type NewTicket, type NewTicketInput, type TicketSettings } from '@sportello/domain';
import { applyServerErrors } from '../../../shared/form/server-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { useIdCliente } from '../../../shared/routing/use-route-params.ts';
import { toUpload, useCreateTicket } from '../api/tickets-api.ts';

/**
 * Sends a valid new ticket (spec 3 §4, §6, §8): an urgent one only once its cost is confirmed (not
 * for premium customers), then the office-hours toast and the new ticket's page; the server's field
 * messages go back onto the form.
 */
export function useSendTicket(settings: TicketSettings, setError: UseFormSetError<NewTicketInput>) {
  const { t } = useTranslation('tickets');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const idCliente = useIdCliente() ?? '';
  const create = useCreateTicket();

  const send = async (ticket: NewTicket, files: readonly File[]) => {
    try {
      const attachments = await Promise.all(files.map(toUpload));
      const created = await create.mutateAsync({ ...ticket, attachments });
      notify({ level: 'success', message: created.extra_time ? t('sent.outsideHours') : t('sent.inHours') });
      await navigate(routeHref('ticket', { id: created.id, id_cliente: idCliente }));
    } catch (error) {
      applyServerErrors(error, setError);
    }
  };

  const confirmAndSend = (ticket: NewTicket, files: readonly File[]) => {
    if (!ticket.urgente || settings.is_premium) return void send(ticket, files);
    const price = formatMoney(settings.urgent_price, settings.currency, language);
    modals.openConfirmModal({
      title: t('urgentConfirm.title'),
      children: <Text size="sm">{t('urgentConfirm.text', { price })}</Text>,
      labels: { confirm: t('urgentConfirm.confirm'), cancel: t('common:actions.cancel') },
      confirmProps: { 'data-testid': 'urgent-confirm' },
      onConfirm: () => void send(ticket, files),
    });
  };

  return { send: confirmAndSend, pending: create.isPending };
}
