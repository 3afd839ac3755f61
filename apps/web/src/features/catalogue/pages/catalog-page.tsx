import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_DURATION, DURATIONS, type Duration } from '@sportello/domain';
import { ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useDeferredData } from '../../../shared/query/deferred-data.ts';
import { useUserInfo } from '../../../shared/session/session.ts';
import { usePriceList } from '../api/catalogue-api.ts';
import { Catalog } from '../components/catalog.tsx';
import { CatalogIntro } from '../components/catalog-intro.tsx';
import type { CatalogFilter } from '../components/catalog-view.ts';
import { MarkupEditor } from '../components/category-section.tsx';

const isDuration = (value: string | null): value is Duration =>
  (DURATIONS as readonly (string | null)[]).includes(value);

/**
 * /{id_cliente?}/catalog (spec 2 "Catalog / price list"): grouped by category in category order,
 * filtered by text and category, Annuale by default; resellers see customer prices and edit each
 * category's markup. The filter lives in the URL (q, cat, durata; code= asks for one product code).
 */
export function CatalogPage() {
  const { t } = useTranslation();
  const priceList = usePriceList();
  const [params, setParams] = useSearchParams();
  // The text typed is the page's own state (the URL follows it), so no keystroke waits for a navigation.
  const [q, setQ] = useState(() => params.get('q') ?? '');
  const filter: CatalogFilter = {
    q,
    category: params.get('cat'),
    durata: isDuration(params.get('durata')) ? (params.get('durata') as Duration) : DEFAULT_DURATION,
    code: params.get('code')?.trim() || null,
  };
  const set = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  // The price list is drawn as a transition (in slices, the page staying responsive); the intro needs
  // only the company's currency and reseller flag, which the signed-in user already carries, so it is
  // drawn with the page rather than after the list arrives.
  const { data: list } = useDeferredData(priceList);
  const me = useUserInfo();
  const intro = list ?? (me ? { reseller: me.is_reseller, currency: me.currency } : undefined);
  const reseller = me?.is_reseller === true;
  useEffect(() => {
    if (reseller) void MarkupEditor.preload().catch(() => undefined);
  }, [reseller]);

  return (
    <PageLayout
      width="wide"
      title={t('routes:catalog')}
      description={intro ? <CatalogIntro list={intro} /> : undefined}
    >
      {priceList.isError ? (
        <ListError text={t('catalogue:error')} />
      ) : !list ? (
        <ListLoading rows={6} />
      ) : (
        // A reseller's categories wait for the markup editor behind the same skeleton, so nothing moves when it arrives.
        <Suspense fallback={<ListLoading rows={6} />}>
          <Catalog
            list={list}
            filter={filter}
            set={(name, value) => {
              if (name === 'q') setQ(value ?? '');
              set(name, value);
            }}
          />
        </Suspense>
      )}
    </PageLayout>
  );
}
