/** A CSV cell: text is quoted, a number written as it is. */
export type CsvCell = string | number;

/**
 * Rows as CSV the way spec 3 §9 writes its exports: semicolons (what spreadsheets in it/de/fr open
 * directly), strings quoted with inner quotes doubled, numbers bare, CRLF line ends.
 */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  const cell = (value: CsvCell) => (typeof value === 'number' ? String(value) : `"${value.replace(/"/g, '""')}"`);
  return rows.map((row) => row.map(cell).join(';')).join('\r\n') + '\r\n';
}

/** Hands `text` to the browser as a download named `name` (.csv added), with a BOM so spreadsheets read UTF-8. */
export function downloadCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
