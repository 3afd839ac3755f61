/** The calls of the app (JSON, guarded), as opposed to static files and operations endpoints. */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return /^\/(api|rest)(\/|$)/.test(path);
}
