import { z } from 'zod';
import { dkimError, dmarcError } from './dns-records.ts';
import { isDomain, isHostname, isIdentifier, isIp, isIpv4, isIpv6 } from './network.ts';

/** zod fields for the generic validators; messages are keys of the shared catalogue. */
export const ipField = () => z.string().trim().refine(isIp, { message: 'validation.ip' });
export const ipv4Field = () => z.string().trim().refine(isIpv4, { message: 'validation.ipv4' });
export const ipv6Field = () => z.string().trim().refine(isIpv6, { message: 'validation.ipv6' });
export const hostnameField = () => z.string().trim().refine(isHostname, { message: 'validation.hostname' });
export const domainField = () => z.string().trim().refine(isDomain, { message: 'validation.domain' });
export const identifierField = () => z.string().trim().refine(isIdentifier, { message: 'validation.identifier' });

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
