import { DEFAULT_LANGUAGE, parseAcceptLanguage, pickLanguage, type Language } from '@sportello/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The language of the messages a request gets back: the `lang` query
 * parameter, else Accept-Language (spec 1 §1), else Italian — a call that
 * states no language at all gets the portal's default.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const lang = typeof query?.lang === 'string' ? query.lang : undefined;
  const header = request.headers['accept-language'];
  if (lang) return pickLanguage(lang, parseAcceptLanguage(header));
  return header ? headerLanguage(header) : DEFAULT_LANGUAGE;
}

/**
 * A browser sends the same Accept-Language on every call, and a list or an alert asks for it more
 * than once: each header is parsed once and its language remembered (bounded, like every cache of
 * request input).
 */
const languageOf = new Map<string, Language>();
const REMEMBERED_HEADERS = 100;

function headerLanguage(header: string): Language {
  let language = languageOf.get(header);
  if (language === undefined) {
    language = pickLanguage(undefined, parseAcceptLanguage(header));
    if (languageOf.size >= REMEMBERED_HEADERS) languageOf.clear();
    languageOf.set(header, language);
  }
  return language;
}
