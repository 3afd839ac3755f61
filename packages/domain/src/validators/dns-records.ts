import type { MessageKey } from '../i18n/messages.ts';

/** `k=v; k2=v2` → map of lower-case tags; null when a part is not a tag. */
function parseTags(record: string): Map<string, string> | null {
  const tags = new Map<string, string>();
  const parts = record
    .replace(/^"|"$/g, '')
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
  for (const part of parts) {
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    tags.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
  }
  return tags;
}

const BASE64 = /^[A-Za-z0-9+/\s]+={0,2}$/;

/** Spec 1 §5: v=DKIM1, k=rsa and a base64 p are required. Null when valid. */
export function dkimError(record: string): MessageKey | null {
  const tags = parseTags(record);
  if (!tags || tags.get('v') !== 'DKIM1') return 'validation.dkim.version';
  if (tags.get('k')?.toLowerCase() !== 'rsa') return 'validation.dkim.key_type';
  const p = tags.get('p') ?? '';
  if (!p || !BASE64.test(p)) return 'validation.dkim.public_key';
  return null;
}

const POLICIES = ['none', 'quarantine', 'reject'];

/**
 * Spec 1 §5: v=DMARC1 and p required; p and sp in none, quarantine, reject;
 * pct 1–100; fo values among 0, 1, d, s; rua and ruf URIs begin with mailto:;
 * adkim and aspf are s or r. Null when valid.
 */
export function dmarcError(record: string): MessageKey | null {
  const tags = parseTags(record);
  if (!tags || tags.get('v') !== 'DMARC1') return 'validation.dmarc.version';
  const p = tags.get('p');
  if (!p) return 'validation.dmarc.policy_required';
  if (!POLICIES.includes(p)) return 'validation.dmarc.policy';
  const sp = tags.get('sp');
  if (sp !== undefined && !POLICIES.includes(sp)) return 'validation.dmarc.policy';
  const pct = tags.get('pct');
  if (pct !== undefined && !(/^\d{1,3}$/.test(pct) && Number(pct) >= 1 && Number(pct) <= 100)) {
    return 'validation.dmarc.pct';
  }
  const fo = tags.get('fo');
  if (fo !== undefined && !fo.split(':').every((v) => ['0', '1', 'd', 's'].includes(v.trim()))) {
    return 'validation.dmarc.fo';
  }
  for (const tag of ['rua', 'ruf']) {
    const uris = tags.get(tag);
    if (uris !== undefined && !uris.split(',').every((u) => u.trim().toLowerCase().startsWith('mailto:'))) {
      return 'validation.dmarc.mailto';
    }
  }
  for (const tag of ['adkim', 'aspf']) {
    const mode = tags.get(tag);
    if (mode !== undefined && mode !== 's' && mode !== 'r') return 'validation.dmarc.alignment';
  }
  return null;
}
