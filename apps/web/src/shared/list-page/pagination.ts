export interface Page<T> {
  items: T[];
  /** 1-based, clamped into range. */
  page: number;
  totalPages: number;
  total: number;
}

/** One page of a list already in memory. */
export function paginate<T>(all: readonly T[], page: number, pageSize: number): Page<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const totalPages = Math.max(1, Math.ceil(all.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  const start = (current - 1) * size;
  return { items: all.slice(start, start + size), page: current, totalPages, total: all.length };
}

/** Case- and accent-insensitive match of the filter text against some of an item's fields. */
export function matchesFilter(filter: string, fields: ReadonlyArray<string | number | null | undefined>): boolean {
  const needle = normalize(filter);
  if (!needle) return true;
  return fields.some((field) => field !== null && field !== undefined && normalize(String(field)).includes(needle));
}

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
