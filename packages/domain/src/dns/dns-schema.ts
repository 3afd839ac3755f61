import { z } from 'zod';
import { DNS_RECORD_TYPES } from './dns-rules.ts';

export const DnsRecordOutSchema = z.object({
  domain: z.string(),
  ttl: z.number().int(),
  type: z.enum(DNS_RECORD_TYPES),
  weight: z.number().int().nullable(),
  target: z.string(),
});

/** GET/PUT /rest/dns/{domain}'s answer. */
export const DnsZoneSchema = z.object({
  domain: z.string(),
  records: z.array(DnsRecordOutSchema),
  /** The developer grant: without it the zone is shown with the notice and may only be downloaded. */
  editable: z.boolean(),
  /**
   * Where the zone lives, told to operators only (null for customers): 'powerdns' when published,
   * 'database' when no DNS server is configured.
   */
  storage: z.enum(['powerdns', 'database']).nullable(),
});
export type DnsZone = z.output<typeof DnsZoneSchema>;
