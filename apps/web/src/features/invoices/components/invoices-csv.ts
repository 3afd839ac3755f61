import { formatDate, formatMoney, type Invoice } from '@sportello/domain';

const cell = (value: string | number) => {
  const text = String(value);
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The invoice list as CSV (semicolons, as the products export): what the filter, status and order select. */
export function invoicesCsv(
  invoices: readonly Invoice[],
  labels: { columns: readonly string[]; status: (invoice: Invoice) => string },
  language: string,
): string {
  const rows = invoices.map((i) => [
    i.nr,
    formatDate(i.date, language),
    labels.status(i),
    formatMoney(i.imponibile, i.currency, language),
    formatMoney(i.vatamount, i.currency, language),
    formatMoney(i.amount, i.currency, language),
    i.currency,
    i.pastdue,
  ]);
  return [labels.columns, ...rows].map((row) => row.map(cell).join(';')).join('\r\n');
}
