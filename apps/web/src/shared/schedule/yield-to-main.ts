/**
 * Lets the browser run what is waiting (input, a paint) before the caller goes on: long start-up work
 * split at these points is several short tasks instead of one long one (issue 13: total blocking time).
 * `scheduler.yield()` where the browser has it (the continuation keeps its place in line), else a task.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
