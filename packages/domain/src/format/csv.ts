/** A CSV cell: text is quoted, a number written as it is, null left empty. */
export type CsvCell = string | number | null;

/**
 * Rows as CSV the way spec 3 §9 writes its exports: semicolons (what spreadsheets in it/de/fr open
 * directly), strings quoted with inner quotes doubled, numbers bare, CRLF line ends.
 */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  const cell = (value: CsvCell) =>
    value === null ? '' : typeof value === 'number' ? String(value) : `"${value.replace(/"/g, '""')}"`;
  return rows.map((row) => row.map(cell).join(';')).join('\r\n') + '\r\n';
}
