import { Badge, Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type ActiveSession } from '@sportello/domain';
import { ListSection } from '../../../shared/list-page/list-section.tsx';
import { ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { asyncStateOf } from '../../../shared/query/async-state.ts';
import stacked from '../../../shared/ui/stacked-table.module.css';
import { useEndSession, useLoginHistory, useSessions } from '../api/profile-api.ts';
import { describeDevice } from './device.ts';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';

function useDateTime() {
  const { i18n } = useTranslation();
  return (iso: string) => formatDateTime(iso, i18n.language);
}

/** The user's live sessions with a way to end the others, and the latest sign-ins (beyond the spec). */
export function SessionsCard() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const end = useEndSession();
  const when = useDateTime();
  const [ending, setEnding] = useState<ActiveSession | null>(null);
  const state = asyncStateOf(sessions);

  const confirm = async () => {
    if (!ending) return;
    setEnding(null);
    await end.mutateAsync(ending.id).catch(() => undefined);
  };

  return (
    <Stack gap="sm" data-testid="sessions-card">
      <Title order={3} size="h5">
        {t('profile:sessions.title')}
      </Title>
      {state === 'pending' && <ListLoading rows={2} />}
      {state === 'error' && <ListError />}
      {sessions.data && (
        <div className={stacked.scroll}>
          <Table verticalSpacing="xs" className={stacked.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('profile:sessions.device')}</Table.Th>
                <Table.Th>{t('profile:sessions.address')}</Table.Th>
                <Table.Th>{t('profile:sessions.lastSeen')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('profile:sessions.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.data.map((s) => (
                <Table.Tr key={s.id} data-testid={s.current ? 'session-current' : 'session-other'}>
                  <Table.Td>
                    <Text size="sm">{describeDevice(s.user_agent) ?? t('profile:sessions.unknown')}</Text>
                    <Text size="xs" c="dimmed">
                      {t('profile:sessions.since', { date: when(s.created_at) })}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={t('profile:sessions.address')}>{s.ip ?? '—'}</Table.Td>
                  <Table.Td data-label={t('profile:sessions.lastSeen')}>{when(s.last_seen_at)}</Table.Td>
                  <Table.Td ta="right" data-wide>
                    {s.current ? (
                      <Badge variant="light">{t('profile:sessions.current')}</Badge>
                    ) : (
                      <Button
                        size="xs"
                        variant="outline"
                        color="red"
                        onClick={() => setEnding(s)}
                        data-testid="end-session"
                      >
                        {t('profile:sessions.end')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      <Dialog
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        opened={ending !== null}
        onClose={() => setEnding(null)}
        title={t('profile:sessions.endTitle')}
        centered
      >
        <Stack gap="md">
          <Text>
            {t('profile:sessions.endText', {
              device: describeDevice(ending?.user_agent ?? null) ?? t('profile:sessions.unknown'),
            })}
          </Text>
          <FormActions>
            <Button variant="default" onClick={() => setEnding(null)}>
              {t('profile:cancel')}
            </Button>
            <Button color="red" onClick={() => void confirm()} data-testid="confirm-end-session">
              {t('profile:sessions.end')}
            </Button>
          </FormActions>
        </Stack>
      </Dialog>
    </Stack>
  );
}

/** The user's sign-ins, newest first, a page at a time from the server (the page in the URL: `history_page`). */
export function LoginHistory() {
  const { t } = useTranslation();
  const history = useLoginHistory();
  const when = useDateTime();
  return (
    <Stack gap="sm" data-testid="login-history">
      <Title order={3} size="h5">
        {t('profile:history.title')}
      </Title>
      <ListSection
        state={history.state}
        count={history.items.length}
        pagination={history.pagination}
        csvHref={history.csvHref}
        data-testid="login-history-list"
        emptyText={t('profile:history.empty')}
      >
        <div className={stacked.scroll}>
          <Table verticalSpacing="xs" striped className={stacked.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('profile:history.when')}</Table.Th>
                <Table.Th>{t('profile:sessions.device')}</Table.Th>
                <Table.Th>{t('profile:sessions.address')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.items.map((h, i) => (
                <Table.Tr key={`${h.at}-${i}`}>
                  <Table.Td>{when(h.at)}</Table.Td>
                  <Table.Td data-label={t('profile:sessions.device')}>
                    {describeDevice(h.user_agent) ?? t('profile:sessions.unknown')}
                  </Table.Td>
                  <Table.Td data-label={t('profile:sessions.address')}>{h.ip ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </ListSection>
    </Stack>
  );
}
