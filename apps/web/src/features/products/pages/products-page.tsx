import { Alert } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GRACE_THRESHOLD_DAYS,
  ON_REQUEST_RENEWAL_BILLER,
  policies,
  PRODUCT_GROUPS,
  type Product,
} from '@sportello/domain';
import { ListSection } from '../../../shared/list-page/list-section.tsx';
import { useChoiceFilter } from '../../../shared/list-page/use-choice-filter.ts';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { lazyPart, preloadWhenIdle } from '../../../shared/schedule/lazy-part.ts';
import { useWriteGrants } from '../../../shared/session/read-only.ts';
import { useUserInfo } from '../../../shared/session/session.ts';
import { useProducts } from '../api/products-api.ts';
import { ProductGroupSelect } from '../components/product-group-select.tsx';
import { ProductsTable } from '../components/products-table.tsx';
import type { RenewalChange } from '../components/renewal-modal.tsx';

// The dialogs load apart from the list: they bring the form library and the schemas with them.
const RenewalModal = lazyPart(() => import('../components/renewal-modal.tsx').then((m) => m.RenewalModal));
const NoteModal = lazyPart(() => import('../components/note-modal.tsx').then((m) => m.NoteModal));

/**
 * /{id_cliente?}/products (spec 2 §2 products list, §4, §5, §6): the company's products paged,
 * sorted and filtered by the server (data_fine first), each in its group; renewal changes and
 * notes in modals, 'Riattiva' to product_renew, a ticket link once expired, and the BBW switch.
 * Without the billing grant the controls stay visible, disabled, with the spec's message.
 */
export function ProductsPage() {
  const { t } = useTranslation();
  const me = useUserInfo();
  const writeGrants = useWriteGrants();
  const [group, setGroup] = useChoiceFilter('group', PRODUCT_GROUPS, 'page');
  const products = useProducts(group);
  const [changing, setChanging] = useState<{ product: Product; change: RenewalChange } | null>(null);
  const [noting, setNoting] = useState<Product | null>(null);
  useEffect(() => preloadWhenIdle(RenewalModal, NoteModal), []);

  const grants = { grants: writeGrants };
  const change = policies.changeProductRenewal(grants);
  const renew = policies.renewProduct(grants);
  const onRequestBilling = me?.fatturante?.strid === ON_REQUEST_RENEWAL_BILLER;
  const reseller = me?.is_reseller ?? false;

  const filtered = products.filter.text.trim() !== '' || group !== undefined;
  return (
    <PageLayout
      width="wide"
      title={t('routes:products')}
      description={t('products:intro', { days: GRACE_THRESHOLD_DAYS })}
    >
      {!change.allowed && (
        <Alert color="gray" variant="light" data-testid="renewal-not-allowed">
          {t(`messages:${change.message}`)}
        </Alert>
      )}
      <ListSection
        state={products.state}
        count={products.items.length}
        filter={{ ...products.filter, label: t('products:filters.search') }}
        pagination={products.pagination}
        csvHref={products.csvHref}
        emptyText={filtered ? t('products:emptyFiltered') : t('products:empty')}
        errorText={t('products:error')}
        actions={<ProductGroupSelect group={group} onChange={setGroup} />}
        data-testid="products-section"
      >
        <ProductsTable
          products={products.items}
          sort={products.sort}
          rowProps={(p) => ({
            change,
            renew,
            onRequestBilling,
            pendingMode:
              changing?.product.id === p.id && changing.change.kind === 'mode' ? changing.change.automatic : undefined,
            onChange: (next) => setChanging({ product: p, change: next }),
            onNote: () => setNoting(p),
          })}
        />
      </ListSection>
      <Suspense>
        {changing && (
          <RenewalModal.Component
            key={`${changing.product.id}-${JSON.stringify(changing.change)}`}
            product={changing.product}
            change={changing.change}
            reseller={reseller}
            onClose={() => setChanging(null)}
          />
        )}
        {noting && <NoteModal.Component product={noting} readOnly={!change.allowed} onClose={() => setNoting(null)} />}
      </Suspense>
    </PageLayout>
  );
}
