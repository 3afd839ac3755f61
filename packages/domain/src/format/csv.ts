/** A CSV cell: text is quoted, a number or a yes/no written as it is, null left empty. */
export type CsvCell = string | number | boolean | null;

/**
 * What a spreadsheet reads as the start of a formula (OWASP "CSV injection"): `=`, `+`, `-`, `@`,
 * and tab or carriage return, which some spreadsheets strip before looking at the next character.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell the way spec 3 §9 writes its exports: strings quoted with inner quotes doubled, numbers
 * bare. Text a spreadsheet would run as a formula (a DNS TXT target, a customer's note) gets a single
 * quote in front, so it is shown, never evaluated.
 */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One row: semicolons (what spreadsheets in it/de/fr open directly), ended by CRLF. */
export function csvLine(row: readonly CsvCell[]): string {
  return `${row.map(csvCell).join(';')}\r\n`;
}

/** Rows as CSV text: the one writer behind every export, whole (DNS, catalogue) or streamed (lists). */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map(csvLine).join('');
}

/** Spreadsheets read a CSV as UTF-8 only when it starts with a byte-order mark. */
export const CSV_BOM = '\uFEFF';
