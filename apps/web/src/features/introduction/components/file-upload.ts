import type { MessageKey } from '@sportello/domain';
import { BROCHURE_TYPES, INTRODUCTION_LIMITS, LOGO_TYPES } from '@sportello/domain';

export type CompanyFileKind = 'logo' | 'brochure';

const MB = 1024 * 1024;

const RULES: Record<
  CompanyFileKind,
  { maxBytes: number; types: readonly string[]; typeKey: MessageKey; sizeKey: MessageKey }
> = {
  logo: {
    maxBytes: INTRODUCTION_LIMITS.logoBytes,
    types: LOGO_TYPES,
    typeKey: 'introduction.logo_type',
    sizeKey: 'introduction.logo_too_large',
  },
  brochure: {
    maxBytes: INTRODUCTION_LIMITS.brochureBytes,
    types: BROCHURE_TYPES,
    typeKey: 'introduction.brochure_type',
    sizeKey: 'introduction.brochure_too_large',
  },
};

/** The server's limits told before sending (it judges the bytes again): a message key with its parameters, or null. */
export function fileProblem(kind: CompanyFileKind, file: File): { key: MessageKey; params?: { max: number } } | null {
  const rule = RULES[kind];
  if (file.size > rule.maxBytes) return { key: rule.sizeKey, params: { max: rule.maxBytes / MB } };
  if (!rule.types.includes(file.type)) return { key: rule.typeKey };
  return null;
}

export const acceptedTypes = (kind: CompanyFileKind) => RULES[kind].types.join(',');
