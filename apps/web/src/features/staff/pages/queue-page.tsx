import { Alert, Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import {
  DECIDED_QUEUE_KINDS,
  formatDateTime,
  formatMoney,
  type Currency,
  routeHref,
  type StaffQueueItem,
  type StaffQueueKind,
} from '@sportello/domain';
import { movementsApi } from '@sportello/domain/api';
import { apiHref } from '../../../shared/http/api-client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ListSection } from '../../../shared/list-page/list-section.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useRouteParams } from '../../../shared/routing/use-route-params.ts';
import { useUserInfo } from '../../../shared/session/session.ts';
import { useQueue, useQueueCounts } from '../api/staff-api.ts';
import { ConsoleNav } from '../components/console-nav.tsx';
import { DecisionButtons } from '../components/decision-buttons.tsx';

type DecidedKind = Exclude<StaffQueueKind, 'tickets'>;
const isDecidedKind = (value: string): value is DecidedKind => (DECIDED_QUEUE_KINDS as string[]).includes(value);

/** The details of an item, field by field; an amount in its currency; the files to open (staff acting on the company). */
function Details({ item }: { item: StaffQueueItem }) {
  const { t } = useTranslation(['staff', 'partner']);
  const { language } = useLanguage();
  const { currency, ...fields } = item.details;
  const shown = (key: string, value: StaffQueueItem['details'][string]) => {
    if (typeof value === 'boolean') return t(value ? 'detail.yes' : 'detail.no');
    if (key === 'modalita' && typeof value === 'string') return t(`partner:modalita.${value}.label`);
    if (key === 'tipo' && typeof value === 'string') return t(`credits.${value}`);
    if (key === 'importo' && typeof value === 'number' && typeof currency === 'string')
      return formatMoney(value, currency as Currency, language);
    return value === null || value === '' ? '—' : String(value);
  };
  return (
    <Stack gap={2}>
      {Object.entries(fields).map(([key, value]) => (
        <Text key={key} size="sm">
          <Text span c="dimmed" size="sm">
            {t(`detail.${key}`)}:
          </Text>{' '}
          <Text span size="sm" data-testid={`detail-${key}`}>
            {shown(key, value)}
          </Text>
        </Text>
      ))}
      {item.files && item.files.length > 0 && (
        <Group gap="xs" wrap="wrap">
          <Text span c="dimmed" size="sm">
            {t('detail.files')}:
          </Text>
          {item.files.map((file) => (
            <Anchor
              key={file.id}
              size="sm"
              href={apiHref(
                movementsApi.file,
                { params: { id: item.id, file: file.id } },
                { idCliente: String(item.company_id) },
              )}
              download={file.filename}
              data-testid={`file-${file.id}`}
            >
              <Group gap={4} wrap="nowrap" component="span">
                <IconFileDownload size={16} aria-hidden />
                {file.filename}
              </Group>
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
}

function Queue({ kind }: { kind: DecidedKind }) {
  const { t } = useTranslation('staff');
  const { language } = useLanguage();
  const list = useQueue(kind);
  const counts = useQueueCounts();
  const mayDecide = counts.data?.role === 'admin';
  return (
    <Stack gap="md">
      {counts.data && !mayDecide && <Alert color="blue">{t('queue.readOnly')}</Alert>}
      <ListSection
        state={list.state}
        count={list.items.length}
        pagination={list.pagination}
        csvHref={list.csvHref}
        emptyText={t('queue.empty')}
        errorText={t('queue.loadError')}
        data-testid="staff-queue-items"
      >
        <Table.ScrollContainer minWidth={820}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.company')}</Table.Th>
                <Table.Th>{t('queue.requested')}</Table.Th>
                <Table.Th>{t('queue.details')}</Table.Th>
                {mayDecide && <Table.Th>{t('columns.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.items.map((item) => (
                <Table.Tr key={item.id} data-testid={`queue-item-${item.company_id}`}>
                  <Table.Td>
                    <Anchor component={Link} to={routeHref('staff_company', { id: item.company_id })} fw={600}>
                      {item.ragione_sociale}
                    </Anchor>
                    <Group gap={4}>
                      <Badge size="sm" radius="sm" variant="light" color="gray">
                        #{item.company_id}
                      </Badge>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(item.created_at, language)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Details item={item} />
                  </Table.Td>
                  {mayDecide && (
                    <Table.Td>
                      <DecisionButtons kind={kind} item={item} />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListSection>
    </Stack>
  );
}

/** /staff/queues/{kind}: what customers asked and an operator decides, oldest first (DESIGN §5, issue 33). */
export function QueuePage() {
  const { t } = useTranslation('staff');
  const user = useUserInfo();
  const { kind = '' } = useRouteParams();
  if (kind === 'tickets') return <Navigate to={routeHref('staff_tickets')} replace />;
  const known = isDecidedKind(kind);
  return (
    <PageLayout
      width="wide"
      testId="staff-queue-page"
      title={known ? t(`queues.${kind}`) : t('routes:staff_queue')}
      trail={[{ label: t('routes:staff_console'), to: routeHref('staff_console') }]}
      description={known ? t(`queueIntro.${kind}`) : undefined}
    >
      {!user?.is_staff ? (
        <Alert color="yellow">{t('messages:auth.staff_only')}</Alert>
      ) : (
        <>
          <ConsoleNav current={known ? kind : 'search'} />
          {known ? <Queue kind={kind} /> : <Alert color="yellow">{t('queue.empty')}</Alert>}
        </>
      )}
    </PageLayout>
  );
}
