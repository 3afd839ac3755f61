import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF written by pdfkit with its built-in (WinAnsi) fonts: the strings of every
 * TJ/Tj operator of every content stream, a line per operator. Enough to prove a PDF's text is
 * extractable without a PDF reader on the machine; streams may be deflated or not.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content = match[1]!;
    const start = match.index! + match[0].indexOf(match[1]!);
    try {
      content = inflateSync(pdf.subarray(start, start + Buffer.byteLength(match[1]!, 'latin1'))).toString('latin1');
    } catch {
      // not deflated
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('') : op[2]!;
      lines.push(winAnsi(Buffer.from(hex, 'hex')));
    }
  }
  return lines.join('\n');
}

function winAnsi(bytes: Buffer): string {
  return [...bytes].map((b) => (b === 0x80 ? '€' : b === 0xa0 ? ' ' : String.fromCharCode(b))).join('');
}
