import { Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OPPORTUNITY_STATES, type OpportunityState } from '@sportello/domain';
import { ListSection } from '../../../shared/list-page/list-section.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useDecideOpportunity, useOpportunities } from '../api/opportunities-api.ts';
import { OpportunityCard } from '../components/opportunity-card.tsx';

const ALL = 'all';
const isState = (value: string | null): value is OpportunityState =>
  (OPPORTUNITY_STATES as readonly (string | null)[]).includes(value);

/**
 * Opportunities (spec 2 §2, §4): the leads offered to the partner, by state, newest first, each
 * accepted or rejected after a confirmation; the requester's data once accepted.
 */
export function OpportunitiesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const stato = params.get('stato');
  const tab = isState(stato) ? stato : undefined;
  const leads = useOpportunities(tab);
  const decide = useDecideOpportunity();
  const [busyId, setBusyId] = useState<number | null>(null);

  const selectTab = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!value || value === ALL) next.delete('stato');
        else next.set('stato', value);
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  return (
    <PageLayout
      width="wide"
      title={t('routes:opportunities')}
      description={t('opportunities:intro')}
      testId="opportunities-page"
    >
      <Stack gap="md">
        <Tabs value={tab ?? ALL} onChange={selectTab} keepMounted={false}>
          <Tabs.List>
            {[ALL, ...OPPORTUNITY_STATES].map((value) => (
              <Tabs.Tab key={value} value={value} data-testid={`opportunities-tab-${value}`}>
                {t(`opportunities:tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <ListSection
          state={leads.state}
          count={leads.items.length}
          filter={{ ...leads.filter, label: t('opportunities:filter') }}
          sort={{
            ...leads.sort,
            options: [
              { value: '-data', label: t('opportunities:sortNewest') },
              { value: 'data', label: t('opportunities:sortOldest') },
            ],
          }}
          csvHref={leads.csvHref}
          pagination={leads.pagination}
          emptyText={leads.filter.text || tab ? t('opportunities:emptyFiltered') : t('opportunities:empty')}
          errorText={t('opportunities:error')}
          data-testid="opportunities"
        >
          <Stack gap="sm" data-testid="opportunity-list">
            {leads.items.map((o) => (
              <OpportunityCard
                key={o.id}
                opportunity={o}
                busy={busyId === o.id}
                onDecide={(stato) => {
                  setBusyId(o.id);
                  decide
                    .mutateAsync({ id: o.id, stato })
                    .catch(() => null)
                    .finally(() => setBusyId(null));
                }}
              />
            ))}
          </Stack>
        </ListSection>
      </Stack>
    </PageLayout>
  );
}
