import type { AffiliationLink } from '@sportello/domain';
import { escapeHtml } from '../../platform/mail/html.ts';

/** Light and dark colours of a badge, chosen to read on a white and on a dark page (contrast above 7:1). */
const STYLES = {
  light: { background: '#ffffff', color: '#1f2328', border: '#d0d7de' },
  dark: { background: '#1f2328', color: '#ffffff', border: '#1f2328' },
} as const;

/**
 * The partner badges a reseller pastes in its site: a styled link to its sign-up link, with no
 * image and no script, so that a page showing it loads nothing from the provider.
 */
export function partnerBadges(link: string, label: string): AffiliationLink['badges'] {
  return (Object.keys(STYLES) as (keyof typeof STYLES)[]).map((name) => {
    const s = STYLES[name];
    const style = [
      'display:inline-block',
      'padding:8px 14px',
      `border:1px solid ${s.border}`,
      'border-radius:6px',
      `background:${s.background}`,
      `color:${s.color}`,
      'font:600 14px/1.2 sans-serif',
      'text-decoration:none',
    ].join(';');
    return {
      name,
      html: `<a href="${escapeHtml(link)}" target="_blank" rel="noopener" style="${style}">${escapeHtml(label)}</a>`,
    };
  });
}
