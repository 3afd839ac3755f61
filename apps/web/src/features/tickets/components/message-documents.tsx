import { Anchor, Group } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TicketMessage } from '@sportello/domain';
import { invoicesApi, offersApi } from '@sportello/domain/api';
import { apiHref } from '../../../shared/http/api-client.ts';

/** The offer and invoice a message carries (spec 3 §3 ticket message), each a link to its PDF. */
export function MessageDocuments({ message }: { message: TicketMessage }) {
  const { t } = useTranslation('tickets');
  const offer = message.id_offerta_allegata;
  const invoice = message.id_fattura_allegata;
  if (offer === null && invoice === null) return null;
  return (
    <Group gap="sm" data-testid="message-documents">
      {offer !== null && (
        <Anchor href={apiHref(offersApi.pdf, { params: { id: offer } })} size="sm" data-testid="message-offer">
          <Group gap={4} wrap="nowrap">
            <IconFileTypePdf size={14} aria-hidden />
            {t('documents.offer', { id: offer })}
          </Group>
        </Anchor>
      )}
      {invoice !== null && (
        <Anchor href={apiHref(invoicesApi.pdf, { params: { id: invoice } })} size="sm" data-testid="message-invoice">
          <Group gap={4} wrap="nowrap">
            <IconFileTypePdf size={14} aria-hidden />
            {t('documents.invoice', { nr: message.nr_fattura ?? String(invoice) })}
          </Group>
        </Anchor>
      )}
    </Group>
  );
}
