/** Runs `work` once the browser is idle (after a second where it cannot tell): for what the first page does not need. */
export function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work);
  else window.setTimeout(work, 1000);
}
