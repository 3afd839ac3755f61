import { useTranslation } from 'react-i18next';
import { ListSection } from '../../../shared/list-page/list-section.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { TicketList } from '../../../modules/tickets/index.ts';
import { useTickets } from '../api/tickets-api.ts';
import { LandingCards } from '../components/landing-cards.tsx';
import { stateOfTab, TicketStateFilter, useTicketTab } from '../components/ticket-state-filter.tsx';

/**
 * The support landing (spec 3 §2): a knowledge-base card, a new-ticket card and the company's
 * tickets — 'Ultimi ticket aperti' first, the closed ones and all of them a tab away (issue 36),
 * searched by title or number and paged on the server, each saying whom it waits for.
 */
export function TicketsPage() {
  const { t } = useTranslation('tickets');
  const [tab, setTab] = useTicketTab();
  const list = useTickets(stateOfTab(tab));
  const searched = list.filter.text.trim() !== '';
  return (
    <PageLayout width="wide" testId="tickets-page" title={t('routes:tickets')} description={t('landing.intro')}>
      <LandingCards />
      <ListSection
        title={t(`list.titles.${tab}`)}
        state={list.state}
        count={list.items.length}
        filter={{ ...list.filter, label: t('list.search') }}
        actions={<TicketStateFilter tab={tab} onChange={setTab} />}
        pagination={list.pagination}
        csvHref={list.csvHref}
        emptyText={searched ? t('list.emptySearch') : t(`list.empty.${tab}`)}
        errorText={t('loadError')}
        data-testid="tickets-list"
      >
        <TicketList tickets={list.items} showWaiting />
      </ListSection>
    </PageLayout>
  );
}
