import { endpoint } from '../api/endpoint.ts';
import { ServiceParamsSchema } from '../services/services-schema.ts';
import { DnsZoneBodySchema } from './dns-rules.ts';
import { DnsZoneSchema } from './dns-schema.ts';

/** The DNS zone of a domain (spec 3 §2 DNS tab, §5 DNS, §7 "DNS", §9). */
export const dnsApi = {
  zone: endpoint({
    method: 'GET',
    path: '/rest/dns/:domain',
    access: { route: 'service_detail' },
    summary:
      "The records of the company's zone {domain}; editable with the developer grant; where it is published, for operators",
    params: ServiceParamsSchema,
    response: DnsZoneSchema,
    errors: { 404: ['zone_not_found'] },
  }),
  save: endpoint({
    method: 'PUT',
    path: '/rest/dns/:domain',
    access: { route: 'service_detail' },
    summary:
      'Replace the zone with { records: [...] } in one transaction, refused whole (400) when one record breaks a rule of spec 3 §5; published to PowerDNS when configured (developer grant)',
    params: ServiceParamsSchema,
    body: DnsZoneBodySchema,
    response: DnsZoneSchema,
    errors: { 403: ['developer_required'], 404: ['zone_not_found'], 409: ['publish_failed'] },
  }),
} as const;
