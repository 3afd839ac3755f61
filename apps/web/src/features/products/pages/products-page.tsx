import {
  ActionIcon,
  Alert,
  Badge,
  Group,
  NativeSelect,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconNote, IconSelector, IconTrendingUp } from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  formatDate,
  formatMoney,
  GRACE_THRESHOLD_DAYS,
  ON_REQUEST_RENEWAL_BILLER,
  policies,
  PRODUCT_GROUPS,
  routeHref,
  type Product,
  type ProductGroup,
} from '@sportello/domain';
import { ListSection } from '../../../shared/list-page/list-section.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { lazyPart, preloadWhenIdle } from '../../../shared/schedule/lazy-part.ts';
import { useUserInfo } from '../../../shared/session/session.ts';
import { useIdCliente } from '../../../shared/routing/use-route-params.ts';
import stacked from '../../../shared/ui/stacked-table.module.css';
import { useProducts } from '../api/products-api.ts';
import { RenewalCell } from '../components/renewal-cell.tsx';
import type { RenewalChange } from '../components/renewal-modal.tsx';
import { AuthCodeRequestButton } from '../../../modules/tickets/index.ts';

// A group's name is a few words: it wraps in its column instead of being cut.
// The dialogs load apart from the list: they bring the form library and the schemas with them.
const RenewalModal = lazyPart(() => import('../components/renewal-modal.tsx').then((m) => m.RenewalModal));
const NoteModal = lazyPart(() => import('../components/note-modal.tsx').then((m) => m.NoteModal));

const WRAPPING_BADGE = { label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center' } } as const;
const isGroup = (value: string | null): value is ProductGroup =>
  (PRODUCT_GROUPS as readonly (string | null)[]).includes(value);
// Light badges that keep the text contrast of WCAG AA in both schemes (yellow, orange, teal do not).
const GROUP_COLORS: Record<ProductGroup, string> = {
  trial: 'grape',
  grace: 'red',
  cancelled: 'dark',
  this_month: 'indigo',
  three_months: 'blue',
  year_end: 'violet',
  later: 'gray',
};

/**
 * /{id_cliente?}/products (spec 2 §2 products list, §4, §5, §6): the company's products paged,
 * sorted and filtered by the server (data_fine first), each in its group; renewal changes and
 * notes in modals, 'Riattiva' to product_renew, a ticket link once expired, and the BBW switch.
 * Without the billing grant the controls stay visible, disabled, with the spec's message.
 */
export function ProductsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const me = useUserInfo();
  const idCliente = useIdCliente();
  const [params, setParams] = useSearchParams();
  const group = isGroup(params.get('group')) ? (params.get('group') as ProductGroup) : undefined;
  const products = useProducts(group);
  const [changing, setChanging] = useState<{ product: Product; change: RenewalChange } | null>(null);
  const [noting, setNoting] = useState<Product | null>(null);
  useEffect(() => preloadWhenIdle(RenewalModal, NoteModal), []);

  const grants = { grants: me?.grants ?? [] };
  const change = policies.changeProductRenewal(grants);
  const renew = policies.renewProduct(grants);
  const onRequestBilling = me?.fatturante?.strid === ON_REQUEST_RENEWAL_BILLER;
  const reseller = me?.is_reseller ?? false;

  const groupLabel = (g: ProductGroup) => t(`products:groups.${g}`, { days: GRACE_THRESHOLD_DAYS });
  const setGroup = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('group', value);
        else next.delete('group');
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  const sortHeader = (key: string, label: string) => {
    const value = products.sort.value;
    const active = value === key || value === `-${key}`;
    const descending = value === `-${key}`;
    const Icon = !active ? IconSelector : descending ? IconArrowDown : IconArrowUp;
    return (
      <Table.Th aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
        <UnstyledButton
          onClick={() => products.sort.onChange(active && !descending ? `-${key}` : key)}
          data-testid={`sort-${key}`}
        >
          <Group gap={4} wrap="nowrap">
            <Text size="sm" fw={700}>
              {label}
            </Text>
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };

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
        actions={
          <NativeSelect
            label={t('products:filters.group')}
            data={[
              { value: '', label: t('products:filters.allGroups') },
              ...PRODUCT_GROUPS.map((g) => ({ value: g, label: groupLabel(g) })),
            ]}
            value={group ?? ''}
            onChange={(event) => setGroup(event.currentTarget.value || null)}
            w={{ base: '100%', sm: 240 }}
            data-testid="products-group"
          />
        }
        data-testid="products-section"
      >
        <div className={stacked.scroll}>
          <Table verticalSpacing="sm" highlightOnHover className={stacked.table} data-testid="products-table">
            <Table.Thead>
              <Table.Tr>
                {sortHeader('id', t('products:columns.product'))}
                {sortHeader('dominio', t('products:columns.domain'))}
                {sortHeader('data_fine', t('products:columns.expiry'))}
                <Table.Th>{t('products:columns.group')}</Table.Th>
                {sortHeader('importo', t('products:columns.amount'))}
                <Table.Th miw={160}>{t('products:columns.renewal')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('products:columns.notes')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products.items.map((p) => (
                <Table.Tr key={p.id} data-testid={`product-${p.codice}`}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {p.nome}
                    </Text>
                    <Group gap={4}>
                      <Text size="xs" c="dimmed">
                        {p.codice} · #{p.id}
                        {p.qt > 1 ? ` · ${t('products:qt', { qt: p.qt })}` : ''}
                      </Text>
                      {p.nfr && (
                        <Badge size="xs" variant="outline">
                          {t('products:nfr')}
                        </Badge>
                      )}
                      {p.stato_tecnico === 'attivare' && (
                        <Badge size="xs" variant="light" color="blue">
                          {p.missing_data ? t('products:states.missingData') : t('products:states.activating')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td data-label={t('products:columns.domain')} data-wide>
                    <Text size="sm">{p.dominio}</Text>
                    {p.group_code === 'dominio' && p.days_to_expiration >= 0 && (
                      <AuthCodeRequestButton domain={p.dominio} />
                    )}
                  </Table.Td>
                  <Table.Td data-label={t('products:columns.expiry')}>
                    <Text size="sm">{formatDate(p.data_fine, language)}</Text>
                    <Text size="xs" c={p.days_to_expiration < 0 ? 'red' : 'dimmed'} data-testid={`days-${p.id}`}>
                      {daysText(t, p.days_to_expiration)}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={t('products:columns.group')}>
                    <Badge
                      variant="light"
                      color={GROUP_COLORS[p.group]}
                      h="auto"
                      radius="sm"
                      styles={WRAPPING_BADGE}
                      data-testid={`group-${p.id}`}
                    >
                      {groupLabel(p.group)}
                    </Badge>
                    {p.free_period > 0 && (
                      <Text size="xs" c="dimmed">
                        {t('products:freePeriod', { count: p.free_period })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td data-label={t('products:columns.amount')}>
                    <Text size="sm">{formatMoney(p.importo, p.currency, language)}</Text>
                    <Text size="xs" c="dimmed">
                      {t(`catalogue:durations.${p.durata}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={t('products:columns.renewal')}>
                    <RenewalCell
                      product={p}
                      canChange={change.allowed}
                      canRenew={renew.allowed}
                      onRequestBilling={onRequestBilling}
                      pendingMode={
                        changing?.product.id === p.id && changing.change.kind === 'mode'
                          ? changing.change.automatic
                          : undefined
                      }
                      onChange={(next) => setChanging({ product: p, change: next })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {p.durata !== 'Una tantum' && p.days_to_expiration >= 0 && !p.pending_invoice && (
                        <Tooltip label={renew.allowed ? t('products:upgrade.action') : t(`messages:${renew.message}`)}>
                          {renew.allowed ? (
                            <ActionIcon
                              variant="subtle"
                              component={Link}
                              to={routeHref('product_upgrade', { id: p.id }, { id_cliente: idCliente })}
                              aria-label={`${t('products:upgrade.action')} ${p.nome}`}
                              data-testid={`upgrade-${p.id}`}
                            >
                              <IconTrendingUp size={18} aria-hidden />
                            </ActionIcon>
                          ) : (
                            <ActionIcon
                              variant="subtle"
                              disabled
                              aria-label={`${t('products:upgrade.action')} ${p.nome}`}
                              data-testid={`upgrade-${p.id}`}
                            >
                              <IconTrendingUp size={18} aria-hidden />
                            </ActionIcon>
                          )}
                        </Tooltip>
                      )}
                      <Tooltip label={p.note_cliente || t('products:notes.open')}>
                        <ActionIcon
                          variant={p.note_cliente ? 'light' : 'subtle'}
                          onClick={() => setNoting(p)}
                          aria-label={t('products:notes.aria', { name: p.nome })}
                          data-testid={`notes-${p.id}`}
                        >
                          <IconNote size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
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

function daysText(t: (key: string, options?: Record<string, unknown>) => string, days: number): string {
  if (days === 0) return t('products:days.today');
  return days > 0 ? t('products:days.left', { count: days }) : t('products:days.expired', { count: -days });
}
