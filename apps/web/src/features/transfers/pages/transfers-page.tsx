import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type Product } from '@sportello/domain';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ListSection } from '../../../shared/list-page/list-section.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import stacked from '../../../shared/ui/stacked-table.module.css';
import { useAwaitingProducts } from '../api/transfers-api.ts';
import { AwaitedData } from '../../../modules/transfers/index.ts';
import { TransferModal } from '../components/transfer-modal.tsx';

/**
 * /transfers (spec 2 §2, spec 3 §7): the products awaiting transfer data, listed by the server
 * (missing_data=1), each opening its form: the domain registrant for a domain registration, the
 * hosting transfer for a site or mail transfer. One card per product on a phone.
 */
export function TransfersPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const products = useAwaitingProducts();
  const [open, setOpen] = useState<Product | null>(null);

  return (
    <PageLayout width="wide" testId="transfers-page" title={t('routes:transfers')} description={t('transfers:intro')}>
      <ListSection
        state={products.state}
        count={products.items.length}
        filter={{ ...products.filter, label: t('transfers:filter') }}
        pagination={products.pagination}
        csvHref={products.csvHref}
        emptyText={products.filter.text.trim() ? t('transfers:emptyFiltered') : t('transfers:empty')}
        errorText={t('transfers:error')}
        data-testid="transfers-section"
      >
        <div className={stacked.scroll}>
          <Table verticalSpacing="sm" className={stacked.table} data-testid="transfers-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('transfers:columns.product')}</Table.Th>
                <Table.Th>{t('transfers:columns.domain')}</Table.Th>
                <Table.Th>{t('transfers:columns.awaits')}</Table.Th>
                <Table.Th>{t('transfers:columns.expiry')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('transfers:columns.action')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products.items.map((p) => (
                <Table.Tr key={p.id} data-testid={`transfer-${p.codice}`}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {p.nome}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {p.codice} · #{p.id}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={t('transfers:columns.domain')}>
                    <Text size="sm">{p.dominio}</Text>
                  </Table.Td>
                  <Table.Td data-label={t('transfers:columns.awaits')} data-wide>
                    <AwaitedData product={p} />
                  </Table.Td>
                  <Table.Td data-label={t('transfers:columns.expiry')}>
                    <Text size="sm">{formatDate(p.data_fine, language)}</Text>
                  </Table.Td>
                  <Table.Td ta="right" data-wide>
                    <Button
                      size="xs"
                      onClick={() => setOpen(p)}
                      aria-label={t('transfers:openFor', { name: p.nome, domain: p.dominio })}
                      data-testid={`transfer-open-${p.codice}`}
                    >
                      {t('transfers:open')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </ListSection>
      {open && <TransferModal product={open} onClose={() => setOpen(null)} />}
    </PageLayout>
  );
}
