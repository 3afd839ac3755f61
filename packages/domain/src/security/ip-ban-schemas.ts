import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { ipField } from '../validators/zod-fields.ts';

/** The Sblocco IP form and DELETE /rest/ip-ban/{ip} (spec 3 §2, §7): an IPv4 or IPv6 address. */
export const IpUnblockSchema = z.object({ ip: ipField().pipe(z.string().max(45)) });
export type IpUnblock = z.infer<typeof IpUnblockSchema>;

/** GET /rest/ip: the address the server sees for this browser. */
export const DetectedIpSchema = z.object({ ip: z.string() });
export type DetectedIp = z.infer<typeof DetectedIpSchema>;

/** An address as a person reads it: an IPv4-mapped IPv6 address (::ffff:a.b.c.d) as plain IPv4. */
export function displayIp(ip: string): string {
  return ipaddr.isValid(ip) ? ipaddr.process(ip).toString() : ip;
}

/**
 * Every way one address may have been written down: IPv4 also as IPv4-mapped
 * IPv6, IPv6 compressed and in full, in lower case.
 */
export function ipAddressForms(ip: string): string[] {
  const value = ip.trim().toLowerCase();
  if (!ipaddr.isValid(value)) return [value];
  const address = ipaddr.process(value);
  const forms = [value, address.toString()];
  if (address.kind() === 'ipv4') forms.push(`::ffff:${address.toString()}`);
  else forms.push((address as ipaddr.IPv6).toNormalizedString());
  return [...new Set(forms)];
}
