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
  if (!lang && !header) return DEFAULT_LANGUAGE;
  return pickLanguage(lang, parseAcceptLanguage(header));
}
