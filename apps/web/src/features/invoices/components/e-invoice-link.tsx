import { Anchor, Group } from '@mantine/core';
import { IconFileTypeXml } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@sportello/domain';
import { invoicesApi } from '@sportello/domain/api';
import { apiHref } from '../../../shared/http/api-client.ts';
import { useUserInfo } from '../../../shared/session/session.ts';

/**
 * The Italian e-invoice (FatturaPA XML, GET /rest/invoice-xml/{id}) beside an invoice's PDF, for a
 * company billed by the Italian billing entity; nothing for the others.
 */
export function EInvoiceLink({ invoice }: { invoice: Pick<Invoice, 'id' | 'nr'> }) {
  const { t } = useTranslation();
  const me = useUserInfo();
  if (me?.fatturante?.stato !== 'IT') return null;
  return (
    <Anchor
      href={apiHref(invoicesApi.xml, { params: { id: invoice.id } })}
      download
      size="sm"
      aria-label={t('invoices:list.xmlNamed', { nr: invoice.nr })}
      data-testid={`xml-${invoice.id}`}
    >
      <Group gap={4} wrap="nowrap">
        <IconFileTypeXml size={16} aria-hidden />
        {t('invoices:list.xml')}
      </Group>
    </Anchor>
  );
}
