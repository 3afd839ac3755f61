const BLOCK = /^\s*<(p|ul|ol|blockquote|pre|h3|h4|hr)\b/i;

/** An operator's text as HTML: blank lines make paragraphs, single line breaks stay (the server sanitizes it). */
export function formattedHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((chunk) => (BLOCK.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, '<br>')}</p>`))
    .join('');
}

/** The formats of the operator's toolbar: the tags each puts around the selection. */
export const WRAPS = {
  bold: ['<b>', '</b>'],
  italic: ['<i>', '</i>'],
  link: ['<a href="https://">', '</a>'],
  list: ['<ul>\n<li>', '</li>\n</ul>'],
} as const;
export type WrapKind = keyof typeof WRAPS;
export const WRAP_KINDS = Object.keys(WRAPS) as WrapKind[];

/** The text with the selection from `start` to `end` wrapped in the format's tags. */
export function wrapSelection(value: string, start: number, end: number, kind: WrapKind): string {
  const [open, close] = WRAPS[kind];
  return value.slice(0, start) + open + value.slice(start, end) + close + value.slice(end);
}
