import type { DnsRecordType, DnsZone } from '@sportello/domain';

/** A row of the editor: numbers as typed until saved. */
export interface DnsRow {
  key: number;
  domain: string;
  ttl: number | string;
  type: DnsRecordType;
  weight: number | string | null;
  target: string;
}

let nextKey = 1;
/** A key no other row of the page has, so React keeps each row's inputs while rows come and go. */
export const newRowKey = () => nextKey++;
export const rowsOf = (zone: DnsZone): DnsRow[] => zone.records.map((r) => ({ key: newRowKey(), ...r }));
/** The rows as the zone's records: the weight only for MX. */
export const recordsOf = (rows: readonly DnsRow[]) =>
  rows.map((r) => ({
    domain: r.domain,
    ttl: r.ttl,
    type: r.type,
    weight: r.type === 'MX' ? r.weight : null,
    target: r.target,
  }));
export const sameRecords = (a: readonly DnsRow[], b: readonly DnsRow[]) =>
  JSON.stringify(recordsOf(a)) === JSON.stringify(recordsOf(b));
