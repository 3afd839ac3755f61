import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, type Currency, type Movement } from '@sportello/domain';
import { movementsApi } from '@sportello/domain/api';
import { apiHref } from '../../../shared/http/api-client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import stacked from '../../../shared/ui/stacked-table.module.css';

/** The statement's movements (spec 2 §3): credit in green, debits as they are; 'expiring on' once older than 12 months. */
export function MovementsTable({ movements, currency }: { movements: readonly Movement[]; currency: Currency }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <div className={stacked.scroll}>
      <Table verticalSpacing="sm" className={stacked.table} data-testid="movements-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('movements:columns.data')}</Table.Th>
            <Table.Th>{t('movements:columns.tipo')}</Table.Th>
            <Table.Th>{t('movements:columns.dettagli')}</Table.Th>
            <Table.Th ta="right">{t('movements:columns.amount')}</Table.Th>
            <Table.Th>{t('movements:columns.scadenza')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {movements.map((m) => (
            <Table.Tr key={m.id} data-testid={`movement-${m.id}`}>
              <Table.Td>{formatDate(m.data, language)}</Table.Td>
              <Table.Td data-label={t('movements:columns.tipo')}>
                <Badge variant="light" color={m.tipo === 'segnalazioni' ? 'blue' : 'gray'} radius="sm">
                  {t(`movements:kinds.${m.tipo}`)}
                </Badge>
              </Table.Td>
              <Table.Td data-label={t('movements:columns.dettagli')} data-wide>
                <Group gap="xs">
                  <span>{m.dettagli}</span>
                  {m.richiesta !== null && m.amount < 0 && (
                    <Anchor
                      size="sm"
                      href={apiHref(movementsApi.receipt, { query: { id: m.richiesta } })}
                      aria-label={t('movements:actions.receiptOf', { id: m.richiesta })}
                      data-testid={`receipt-${m.richiesta}`}
                    >
                      <Group gap={4} component="span">
                        <IconFileTypePdf size={14} aria-hidden />
                        {t('movements:actions.receiptShort')}
                      </Group>
                    </Anchor>
                  )}
                </Group>
              </Table.Td>
              <Table.Td data-label={t('movements:columns.amount')} ta="right">
                <Text size="sm" fw={600} className="movement-amount">
                  {formatMoney(m.amount, currency, language)}
                </Text>
              </Table.Td>
              <Table.Td data-label={t('movements:columns.scadenza')}>
                {m.scadenza ? t('movements:expiring', { date: formatDate(m.scadenza, language) }) : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
