import { fallbackLanguages, type Language } from '@sportello/domain';
import type { Db } from '../../platform/db/database.ts';
import type { ContractType } from '@sportello/domain';

/**
 * Contract texts (the `terms` table): the customer contract of onboarding and
 * the documents page, the partner-programme contract. One place picks the
 * text that applies and cleans it, whoever serves it.
 */
export interface TermsRow {
  fatturante_id: number | null;
  lingua: string;
  titolo: string;
  testo: string;
}

/** The texts of one contract type that may apply to this billing entity: its own and the general ones. */
export async function termsCandidates(db: Db, tipo: ContractType, fatturanteId: number | null): Promise<TermsRow[]> {
  return db
    .selectFrom('terms')
    .select(['fatturante_id', 'lingua', 'titolo', 'testo'])
    .where('tipo', '=', tipo)
    .where((eb) =>
      fatturanteId === null
        ? eb('fatturante_id', 'is', null)
        : eb.or([eb('fatturante_id', '=', fatturanteId), eb('fatturante_id', 'is', null)]),
    )
    .execute();
}

/** The text to show, title and sanitised HTML; undefined when the provider has none. */
export async function findContractText(
  db: Db,
  tipo: ContractType,
  fatturanteId: number | null,
  lang: Language,
): Promise<{ titolo: string; testo: string } | undefined> {
  const terms = pickTerms(await termsCandidates(db, tipo, fatturanteId), fatturanteId, lang);
  return terms && { titolo: terms.titolo, testo: await sanitizeTermsHtml(terms.testo) };
}

/**
 * The text that applies: the billing entity's own before the general one,
 * then the request's language, its fallbacks (spec 1 §1), Italian, any.
 */
export function pickTerms(
  rows: readonly TermsRow[],
  fatturanteId: number | null,
  lang: Language,
): TermsRow | undefined {
  const languages = [lang, ...fallbackLanguages(lang), 'it'];
  const score = (row: TermsRow) => {
    const own = fatturanteId !== null && row.fatturante_id === fatturanteId ? 0 : 1;
    const language = languages.indexOf(row.lingua);
    return own * 100 + (language === -1 ? 50 : language);
  };
  return [...rows].sort((a, b) => score(a) - score(b))[0];
}

/**
 * Contract texts are HTML written by the provider; the browser shows them in
 * a sandboxed frame, and the server still passes them through a whitelist:
 * text structure and links only — no scripts, styles, forms or event handlers.
 */
export async function sanitizeTermsHtml(html: string): Promise<string> {
  const { default: sanitizeHtml } = await import('sanitize-html');
  return sanitizeHtml(html, {
    allowedTags: [
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'br',
      'hr',
      'div',
      'span',
      'section',
      'article',
      'header',
      'footer',
      'ul',
      'ol',
      'li',
      'dl',
      'dt',
      'dd',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'small',
      'sup',
      'sub',
      'blockquote',
      'a',
      'table',
      'thead',
      'tbody',
      'tfoot',
      'tr',
      'th',
      'td',
      'caption',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      '*': ['id'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    },
  });
}
