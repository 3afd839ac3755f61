/**
 * Runs `work` once the browser is idle (after a second where it cannot tell): for what the first page
 * does not need. Answers a function that cancels it.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work);
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(work, 1000);
  return () => window.clearTimeout(timer);
}
