const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values in HTML: every value that is not markup of ours goes through here. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const URL_IN_TEXT = /(https?:\/\/[^\s<>"']+)/g;

/** Escaped text with its http(s) addresses as links (the plain-text body of a mail, shown as HTML). */
export function linkifyText(text: string): string {
  return text
    .split(URL_IN_TEXT)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}
