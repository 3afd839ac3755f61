/** A short "browser · system" from a User-Agent header, for the session list; null when there is none. */
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser =
    [
      ['Edge', /Edg\//],
      ['Opera', /OPR\//],
      ['Firefox', /Firefox\//],
      ['Chrome', /Chrome\//],
      ['Safari', /Safari\//],
    ].find(([, pattern]) => (pattern as RegExp).test(userAgent))?.[0] ?? null;
  const system =
    [
      ['Android', /Android/],
      ['iOS', /iPhone|iPad/],
      ['Windows', /Windows/],
      ['macOS', /Mac OS X/],
      ['Linux', /Linux/],
    ].find(([, pattern]) => (pattern as RegExp).test(userAgent))?.[0] ?? null;
  const parts = [browser, system].filter((p): p is string => typeof p === 'string');
  return parts.length > 0 ? parts.join(' · ') : userAgent.slice(0, 60);
}
