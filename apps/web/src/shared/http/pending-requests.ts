/** Spec 1 §3 "loading counter": rises per request, falls per response; drives the top progress bar. */
type Listener = (count: number) => void;

let count = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener(count);
}

export function requestStarted(): void {
  count += 1;
  emit();
}

export function requestFinished(): void {
  count = Math.max(0, count - 1);
  emit();
}

export function pendingRequests(): number {
  return count;
}

export function onPendingRequests(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
