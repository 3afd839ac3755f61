import ipaddr from 'ipaddr.js';

/** Dotted-quad IPv4 only ("10.1" or octal forms are not addresses a user means). */
export function isIpv4(value: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(value.trim());
}

export function isIpv6(value: string): boolean {
  return ipaddr.IPv6.isValid(value.trim());
}

export function isIp(value: string): boolean {
  return isIpv4(value) || isIpv6(value);
}

const LABEL = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)$/u;
const TLD = /^(?:[\p{L}]{2,63}|xn--[a-z0-9-]{1,59})$/iu;

/** RFC 1123 host name: one or more labels, 253 characters at most. */
export function isHostname(value: string): boolean {
  const host = value.trim().replace(/\.$/, '');
  if (!host || host.length > 253) return false;
  return host.split('.').every((label) => LABEL.test(label));
}

/** A registrable-looking domain name: at least two labels and an alphabetic (or IDN) top level. */
export function isDomain(value: string): boolean {
  const domain = value.trim().replace(/\.$/, '');
  if (!isHostname(domain)) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && TLD.test(labels[labels.length - 1] ?? '');
}

/** An identifier: a letter, then letters, digits, '_' or '-'. */
export function isIdentifier(value: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_-]{0,62}$/.test(value.trim());
}
