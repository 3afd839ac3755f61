import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeHref } from '@sportello/domain';
import { TicketList, useOpenTickets } from '../../../modules/tickets/index.ts';
import { ListEmpty, ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { useDeferredData } from '../../../shared/query/deferred-data.ts';
import { DashboardSection } from './dashboard-section.tsx';

/** Spec 2 §2 ticket list widget (GET /rest/tickets?onlyOpen=1): the latest open tickets, or 'Nessun ticket aperto' with 'Apri un nuovo ticket'. */
export function OpenTickets() {
  const { t } = useTranslation();
  const query = useDeferredData(useOpenTickets(5));
  const items = query.data?.items ?? [];
  return (
    <DashboardSection
      title={t('tickets:widgetTitle')}
      link={{ href: routeHref('tickets'), label: t('tickets:viewAll') }}
      testId="dashboard-tickets"
    >
      {query.isPending ? (
        <ListLoading rows={2} />
      ) : query.isError ? (
        <ListError text={t('dashboard:sectionError')} />
      ) : items.length === 0 ? (
        <Stack gap="xs" align="start">
          <ListEmpty text={t('tickets:noOpen')} />
          <Anchor component={Link} to={routeHref('ticket', { id: 'new' })} size="sm" data-testid="dashboard-new-ticket">
            {t('tickets:openNew')}
          </Anchor>
        </Stack>
      ) : (
        <TicketList tickets={items} />
      )}
    </DashboardSection>
  );
}
