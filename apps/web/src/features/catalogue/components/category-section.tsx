import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type CatalogItem, type Currency } from '@sportello/domain';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { lazyPart } from '../../../shared/schedule/lazy-part.ts';
import type { CatalogGroup } from './catalog-view.ts';
import { ProductFeatures } from './product-features.tsx';

/**
 * Only resellers edit markups: the editor brings the form library, the number input and the schemas,
 * which a customer's catalog does not download before its first paint. CatalogPage fetches it beside
 * the price list for a reseller and draws the categories once both are there.
 */
export const MarkupEditor = lazyPart(() => import('./markup-field.tsx').then((m) => m.MarkupField));

export interface CategorySectionProps {
  group: CatalogGroup;
  currency: Currency;
  /** Reseller columns (discounted and customer price) and the markup editor. */
  reseller: boolean;
  /** The policy editCategoryMarkups said no: the editor is shown disabled. */
  markupDisabled: boolean;
  /** Show every row at once (a filter is on); otherwise a long category shows its first rows and a button. */
  expanded: boolean;
}

/** A category longer than this (the 200+ domain extensions) shows PREVIEW_ROWS until asked for all. */
const LONG_CATEGORY = 30;
const PREVIEW_ROWS = 20;

/** One category of the catalog: its heading, the reseller's markup on it, and its products' prices. */
export function CategorySection({
  group,
  currency,
  reseller,
  markupDisabled,
  expanded: filtered,
}: CategorySectionProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const rows =
    filtered || showAll || group.items.length <= LONG_CATEGORY ? group.items : group.items.slice(0, PREVIEW_ROWS);
  const money = (cents: number | null) => (cents === null ? '' : formatMoney(cents, currency, language));
  const headingId = `catalog-category-${group.category.code}`;
  const toggle = (codice: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(codice)) next.delete(codice);
      else next.add(codice);
      return next;
    });
  const columns = reseller ? 6 : 4;
  // Domain registrations all have the same two features: no toggle for them.
  const hasFeatures = (item: CatalogItem) =>
    item.tld === null && (item.min_ram !== null || Object.keys(item.features).some((k) => k !== 'descrizione'));

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={headingId}
      data-testid={`catalog-category-${group.category.code}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Group gap="xs" align="center">
            <Title order={2} size="h4" id={headingId}>
              {group.category.nome}
            </Title>
            <Badge variant="light" color="gray" radius="sm">
              {t('catalogue:count', { count: group.items.length })}
            </Badge>
          </Group>
          {reseller && (
            <MarkupEditor.Component
              key={`${group.category.code}-${group.category.markup}`}
              category={group.category}
              disabled={markupDisabled}
            />
          )}
        </Group>
        <Table.ScrollContainer minWidth={reseller ? 600 : 340}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={130} visibleFrom="sm">
                  {t('catalogue:columns.code')}
                </Table.Th>
                <Table.Th>{t('catalogue:columns.product')}</Table.Th>
                <Table.Th ta="right">
                  {t(reseller ? 'catalogue:columns.listPrice' : 'catalogue:columns.price')}
                </Table.Th>
                {reseller && <Table.Th ta="right">{t('catalogue:columns.discounted')}</Table.Th>}
                {reseller && <Table.Th ta="right">{t('catalogue:columns.customer')}</Table.Th>}
                <Table.Th ta="right">{t('catalogue:columns.withVat')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((item) => {
                const featuresId = `features-${item.codice}-${item.durata.replace(' ', '-')}`;
                const expanded = open.has(item.codice);
                return (
                  <Fragment key={`${item.codice}-${item.durata}`}>
                    <Table.Tr data-testid={`catalog-row-${item.codice}`}>
                      <Table.Td visibleFrom="sm">
                        <Text size="sm" ff="monospace">
                          {item.codice}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {item.nome}
                        </Text>
                        <Text size="xs" c="dimmed" ff="monospace" hiddenFrom="sm">
                          {item.codice}
                        </Text>
                        {item.features.descrizione && (
                          <Text size="xs" c="dimmed">
                            {item.features.descrizione}
                          </Text>
                        )}
                        {hasFeatures(item) && (
                          <Anchor
                            component="button"
                            type="button"
                            size="xs"
                            onClick={() => toggle(item.codice)}
                            aria-expanded={expanded}
                            aria-controls={featuresId}
                            aria-label={t('catalogue:features.toggleOf', { name: item.nome })}
                          >
                            {t('catalogue:features.toggle')}
                          </Anchor>
                        )}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="price-list">
                        {money(item.prezzo)}
                      </Table.Td>
                      {reseller && (
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="price-discounted">
                          {money(item.prezzo_scontato)}
                        </Table.Td>
                      )}
                      {reseller && (
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} fw={600} data-testid="price-customer">
                          {money(item.prezzo_clienti)}
                        </Table.Td>
                      )}
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="price-vat">
                        {money(item.prezzo_ivato)}
                      </Table.Td>
                    </Table.Tr>
                    {expanded && (
                      <Table.Tr>
                        <Table.Td colSpan={columns}>
                          <ProductFeatures item={item} id={featuresId} />
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {rows.length < group.items.length && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={500}
            ta="left"
            onClick={() => setShowAll(true)}
            data-testid={`catalog-show-all-${group.category.code}`}
          >
            {t('catalogue:showAllOf', { count: group.items.length, category: group.category.nome })}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
