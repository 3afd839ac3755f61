import { Anchor, Group } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TicketMessage } from '@sportello/domain';
import { invoicesApi, offersApi } from '@sportello/domain/api';
import { apiHref } from '../../../shared/http/api-client.ts';

/**
 * The offer and invoice a message carries (spec 3 §3 ticket message), each a link to its PDF. An
 * operator (`asCompany`: the ticket's company) opens them as that company, wherever the page is.
 */
export function MessageDocuments({ message, asCompany }: { message: TicketMessage; asCompany?: number | undefined }) {
  const { t } = useTranslation('tickets');
  const offer = message.id_offerta_allegata;
  const invoice = message.id_fattura_allegata;
  if (offer === null && invoice === null) return null;
  const as = asCompany === undefined ? {} : { idCliente: String(asCompany) };
  return (
    <Group gap="sm" data-testid="message-documents">
      {offer !== null && (
        <Anchor href={apiHref(offersApi.pdf, { params: { id: offer } }, as)} size="sm" data-testid="message-offer">
          <Group gap={4} wrap="nowrap">
            <IconFileTypePdf size={14} aria-hidden />
            {t('documents.offer', { id: offer })}
          </Group>
        </Anchor>
      )}
      {invoice !== null && (
        <Anchor
          href={apiHref(invoicesApi.pdf, { params: { id: invoice } }, as)}
          size="sm"
          data-testid="message-invoice"
        >
          <Group gap={4} wrap="nowrap">
            <IconFileTypePdf size={14} aria-hidden />
            {t('documents.invoice', { nr: message.nr_fattura ?? String(invoice) })}
          </Group>
        </Anchor>
      )}
    </Group>
  );
}
