/**
 * The calls of the app (JSON, guarded), as opposed to static files and operations endpoints:
 * `/api` and `/rest`, alone or followed by `/` or `?`. Asked by several hooks of every request,
 * so it compares characters instead of splitting the URL or running a pattern.
 */
export function isApiPath(url: string): boolean {
  const prefix = url.startsWith('/api') ? 4 : url.startsWith('/rest') ? 5 : 0;
  if (prefix === 0) return false;
  const next = url.charCodeAt(prefix);
  return Number.isNaN(next) || next === SLASH || next === QUESTION_MARK;
}

const SLASH = 0x2f;
const QUESTION_MARK = 0x3f;
