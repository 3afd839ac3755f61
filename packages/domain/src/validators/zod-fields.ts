import { z } from 'zod';
import { dkimError, dmarcError } from './dns-records.ts';
import { isDomain, isHostname, isIdentifier, isIp, isIpv4, isIpv6 } from './network.ts';

/**
 * zod fields for the generic validators; messages are keys of the shared catalogue. An empty value
 * is a missing one: it gets the required-field message, not the format's (issue 14 item 6).
 */
const formatField = (valid: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: 'validation.required' });
      else if (!valid(value)) ctx.addIssue({ code: 'custom', message });
    });

export const ipField = () => formatField(isIp, 'validation.ip');
export const ipv4Field = () => formatField(isIpv4, 'validation.ipv4');
export const ipv6Field = () => formatField(isIpv6, 'validation.ipv6');
export const hostnameField = () => formatField(isHostname, 'validation.hostname');
export const domainField = () => formatField(isDomain, 'validation.domain');
export const identifierField = () => formatField(isIdentifier, 'validation.identifier');

export const dkimField = () =>
  z.string().superRefine((value, ctx) => {
    const key = dkimError(value);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });

export const dmarcField = () =>
  z.string().superRefine((value, ctx) => {
    const key = dmarcError(value);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });
