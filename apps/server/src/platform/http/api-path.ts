/**
 * The calls of the app (JSON, guarded), as opposed to static files and operations endpoints:
 * `/api` and `/rest`, alone or followed by `/` or `?`. Asked by several hooks of every request,
 * so it compares characters instead of splitting the URL or running a pattern.
 *
 * Fastify routes a percent-encoded path as the decoded one (`/%61pi/auth/logout` reaches
 * `/api/auth/logout`), so a first segment holding `%` is decoded before it is compared: the CSRF
 * check, maintenance and `no-store` see the path Fastify routes, not the one it was spelt as.
 */
export function isApiPath(url: string): boolean {
  return isPlainApiPath(url) || isEncodedApiPath(url);
}

function isPlainApiPath(url: string): boolean {
  const prefix = url.startsWith('/api') ? 4 : url.startsWith('/rest') ? 5 : 0;
  if (prefix === 0) return false;
  const next = url.charCodeAt(prefix);
  return Number.isNaN(next) || next === SLASH || next === QUESTION_MARK;
}

function isEncodedApiPath(url: string): boolean {
  const end = firstSegmentEnd(url);
  const segment = url.slice(1, end);
  if (!segment.includes('%')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // Fastify cannot decode it either, and refuses it before routing.
    return false;
  }
  return isPlainApiPath(`/${decoded}${url.slice(end)}`);
}

function firstSegmentEnd(url: string): number {
  for (let i = 1; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code === SLASH || code === QUESTION_MARK) return i;
  }
  return url.length;
}

const SLASH = 0x2f;
const QUESTION_MARK = 0x3f;
