import sanitizeHtml from 'sanitize-html';

/**
 * An operator's formatted text, kept only as what this allows (spec 3 §2: operator messages are
 * HTML, shown in a sandboxed frame): paragraphs, emphasis, lists, quotes, code and links to
 * http(s) or mailto addresses, opened in a new tab. Scripts, styles, frames, forms, event
 * handlers and javascript:/data: addresses are dropped when the message is stored, so no stored
 * message can carry them (the frame is the second wall, not the only one).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'code',
    'pre',
    'h3',
    'h4',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

export function sanitizeOperatorHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** A message that sanitizing leaves without any text is no message. */
export function hasVisibleText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
}
