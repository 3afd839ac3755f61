/**
 * The address of a script (a page's chunk) that could not be downloaded, from the error the
 * browser raises for a failed dynamic import, or null for any other error. Chromium and Firefox
 * name the address; Safari does not, and then the page's own address stands for it.
 */
export function failedScript(error: unknown, page: string): string | null {
  if (!(error instanceof Error)) return null;
  const named =
    /(?:Failed to fetch dynamically imported module|error loading dynamically imported module):\s*(\S+)/i.exec(
      error.message,
    );
  if (named) return named[1]!;
  return /Importing a module script failed/i.test(error.message) ? page : null;
}
