import { Stack } from '@mantine/core';
import { OFFER_SECTIONS, type Offer, type OfferSection } from '@sportello/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSection } from '../../../shared/list-page/list-section.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useOfferSection } from '../api/offer-list-api.ts';
import { OfferList } from '../components/offer-list.tsx';
import { RejectOfferModal } from '../components/reject-offer-modal.tsx';

/** One section of the page: its list with its own pages, loading, empty and error states. */
function OfferSectionList({ section, onReject }: { section: OfferSection; onReject: (offer: Offer) => void }) {
  const { t } = useTranslation();
  const list = useOfferSection(section);
  return (
    <ListSection
      title={t(`offers:sections.${section}`)}
      state={list.state}
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
  return (
    <PageLayout width="wide" title={t('routes:offers')} description={t('offers:intro')} testId="offers-page">
      <Stack gap="xl">
        {OFFER_SECTIONS.map((section) => (
          <OfferSectionList key={section} section={section} onReject={setRejecting} />
        ))}
      </Stack>
      <RejectOfferModal offer={rejecting} onClose={() => setRejecting(null)} />
    </PageLayout>
  );
}
