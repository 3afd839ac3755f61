import type { IOptions } from 'sanitize-html';

/**
 * An operator's formatted text, kept only as what this allows (spec 3 §2: operator messages are
 * HTML, shown in a sandboxed frame): paragraphs, emphasis, lists, quotes, code and links to
 * http(s) or mailto addresses, opened in a new tab. Scripts, styles, frames, forms, event
 * handlers and javascript:/data: addresses are dropped when the message is stored, so no stored
 * message can carry them (the frame is the second wall, not the only one).
 */
const OPTIONS = {
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
} satisfies IOptions;

/** Loaded at the first message that needs it, not at every start of the server. */
const sanitizer = async () => (await import('sanitize-html')).default;

/** OPTIONS with the links' transform, which needs the package: made once, at the first message. */
let operatorOptions: IOptions | undefined;

export async function sanitizeOperatorHtml(html: string): Promise<string> {
  const sanitizeHtml = await sanitizer();
  operatorOptions ??= {
    ...OPTIONS,
    transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
  };
  return sanitizeHtml(html, operatorOptions).trim();
}

/** A message that sanitizing leaves without any text is no message. */
export async function hasVisibleText(html: string): Promise<boolean> {
  const sanitizeHtml = await sanitizer();
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
}
