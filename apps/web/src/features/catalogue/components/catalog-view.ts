import {
  DURATIONS,
  type CatalogCategory,
  type CatalogItem,
  type CsvCell,
  type Duration,
  type PriceList,
} from '@sportello/domain';

export interface CatalogFilter {
  q: string;
  category: string | null;
  durata: Duration;
  /** ?code=: only this product code. */
  code: string | null;
}

export interface CatalogGroup {
  category: CatalogCategory;
  items: CatalogItem[];
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The durations the list has, in the spec's order (Annuale first). */
export function durationsOf(list: PriceList): Duration[] {
  return DURATIONS.filter((d) => list.items.some((i) => i.durata === d));
}

/** The items the filter lets through, grouped by category in category order (spec 2 catalog). */
export function visibleGroups(list: PriceList, filter: CatalogFilter): CatalogGroup[] {
  const words = normalize(filter.q).split(/\s+/).filter(Boolean);
  const code = filter.code?.toUpperCase() ?? null;
  const shown = list.items.filter(
    (item) =>
      item.durata === filter.durata &&
      (filter.category === null || item.categoria === filter.category) &&
      (code === null || item.codice === code) &&
      words.every((w) => normalize(`${item.codice} ${item.nome} ${item.tld ? `.${item.tld}` : ''}`).includes(w)),
  );
  return [...list.categories]
    .sort((a, b) => a.posizione - b.posizione)
    .map((category) => ({ category, items: shown.filter((i) => i.categoria === category.code) }))
    .filter((group) => group.items.length > 0);
}

/** Whether ?code= names a product of the price list at all (any duration). */
export function hasCode(list: PriceList, code: string): boolean {
  const wanted = code.toUpperCase();
  return list.items.some((i) => i.codice === wanted);
}

export interface CsvLabels {
  columns: string[];
  duration: (d: Duration) => string;
  decimal: string;
}

/**
 * The visible list as CSV rows: category, code, product, duration, list price, [discounted,
 * markup %, customer price,] with VAT.
 */
export function csvRows(list: PriceList, groups: CatalogGroup[], labels: CsvLabels): CsvCell[][] {
  const money = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2).replace('.', labels.decimal));
  const rows = groups.flatMap(({ category, items }) =>
    items.map((i): CsvCell[] => [
      category.nome,
      i.codice,
      i.nome,
      labels.duration(i.durata),
      money(i.prezzo),
      ...(list.reseller ? [money(i.prezzo_scontato), category.markup ?? 0, money(i.prezzo_clienti)] : []),
      money(i.prezzo_ivato),
    ]),
  );
  return [labels.columns, ...rows];
}
