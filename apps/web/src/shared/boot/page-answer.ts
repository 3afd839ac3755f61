/**
 * An answer the server wrote into the page (apps/server/src/platform/http/web-app.ts): the same
 * JSON its call returns, so the first paint does not wait for that round trip. Taken once: the
 * element is removed, and a later call asks the server. Undefined when the page has none or it
 * cannot be read.
 */
export function takePageAnswer<T>(id: string): T | undefined {
  const element = document.getElementById(id);
  if (!element || element.getAttribute('type') !== 'application/json') return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as T;
  } catch {
    return undefined;
  }
}
