import { formatDate, formatMoney, type CsvCell, type Product } from '@sportello/domain';

export interface CsvLabels {
  columns: readonly string[];
  group: (product: Product) => string;
  renewal: (product: Product) => string;
}

/** The products list as CSV rows: what the filter, group and order select. */
export function productsCsvRows(products: readonly Product[], labels: CsvLabels, language: string): CsvCell[][] {
  const rows = products.map((p): CsvCell[] => [
    p.id,
    p.codice,
    p.nome,
    p.dominio,
    formatDate(p.data_fine, language),
    p.days_to_expiration,
    labels.group(p),
    labels.renewal(p),
    formatMoney(p.importo, p.currency, language),
    p.qt,
    p.note_cliente,
  ]);
  return [[...labels.columns], ...rows];
}
