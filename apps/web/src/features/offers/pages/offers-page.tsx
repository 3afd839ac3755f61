import { Stack } from '@mantine/core';
import { OFFER_SECTIONS, type Offer, type OfferSection } from '@sportello/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSection } from '../../../shared/list-page/list-section.tsx';
import { stackedLists } from '../../../shared/list-page/stacked-lists.ts';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import type { AsyncState } from '../../../shared/query/async-state.ts';
import { useOfferSection } from '../api/offer-list-api.ts';
import { OfferList } from '../components/offer-list.tsx';
import { RejectOfferModal } from '../components/reject-offer-modal.tsx';

type SectionList = ReturnType<typeof useOfferSection>;

/** One section of the page: its list with its own pages, loading, empty and error states. */
function OfferSectionList({
  section,
  list,
  state,
  onReject,
}: {
  section: OfferSection;
  list: SectionList;
  state: AsyncState;
  onReject: (offer: Offer) => void;
}) {
  const { t } = useTranslation();
  return (
    <ListSection
      title={t(`offers:sections.${section}`)}
      state={state}
      count={list.items.length}
      pagination={list.pagination}
      emptyText={t('offers:empty')}
      data-testid={`offers-${section}`}
    >
      <OfferList offers={list.items} onReject={onReject} />
    </ListSection>
  );
}

/**
 * Offers and orders (spec 3 §2): offers to confirm (sent, reminded, stand-by), confirmed orders and
 * rejected offers, each paged by the server. Reject asks for a reason; confirm leads to confirm_offer.
 */
export function OffersPage() {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState<Offer | null>(null);
  const lists: Record<OfferSection, SectionList> = {
    open: useOfferSection('open'),
    orders: useOfferSection('orders'),
    rejected: useOfferSection('rejected'),
  };
  // The sections below the first appear with it, once every section has its first answer.
  const below = OFFER_SECTIONS.slice(1).some((section) => lists[section].state === 'pending') ? 'pending' : 'success';
  const stacked = stackedLists(lists.open.state, below);
  const [first, ...rest] = OFFER_SECTIONS;
  return (
    <PageLayout width="wide" title={t('routes:offers')} description={t('offers:intro')} testId="offers-page">
      <Stack gap="xl">
        <OfferSectionList section={first} list={lists[first]} state={stacked.above} onReject={setRejecting} />
        {stacked.belowDrawn &&
          rest.map((section) => (
            <OfferSectionList
              key={section}
              section={section}
              list={lists[section]}
              state={lists[section].state}
              onReject={setRejecting}
            />
          ))}
      </Stack>
      <RejectOfferModal offer={rejecting} onClose={() => setRejecting(null)} />
    </PageLayout>
  );
}
