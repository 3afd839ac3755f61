import { formatDate, formatMoney, type Product } from '@sportello/domain';

export interface CsvLabels {
  columns: readonly string[];
  group: (product: Product) => string;
  renewal: (product: Product) => string;
}

const cell = (value: string | number) => {
  const text = String(value);
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The products list as CSV (semicolons, what spreadsheets in it/de/fr open directly): what the filter, group and order select. */
export function productsCsv(products: readonly Product[], labels: CsvLabels, language: string): string {
  const rows = products.map((p) => [
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
  return [labels.columns, ...rows].map((row) => row.map(cell).join(';')).join('\r\n');
}
