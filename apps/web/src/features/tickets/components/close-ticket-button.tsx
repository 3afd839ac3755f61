import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/notify/notify.ts';
import { useCloseTicket } from '../api/tickets-api.ts';
import { afterSuccess } from '../../../shared/query/after-success.ts';

/** Closes the ticket, once the user has confirmed it (no reply is possible afterwards). */
export function CloseTicketButton({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation('tickets');
  const close = useCloseTicket(ticketId);
  const askClose = () =>
    modals.openConfirmModal({
      title: t('close.title'),
      children: <Text size="sm">{t('close.text')}</Text>,
      labels: { confirm: t('close.confirm'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'close-confirm' },
      // The button goes with the open ticket, before the mutation's own follow-up would run.
      onConfirm: () => afterSuccess(close.mutateAsync(), () => notify({ level: 'success', message: t('close.done') })),
    });
  return (
    <Button variant="default" color="red" onClick={askClose} loading={close.isPending} data-testid="ticket-close">
      {t('close.button')}
    </Button>
  );
}
