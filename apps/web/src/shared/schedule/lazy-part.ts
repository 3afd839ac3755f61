import { lazy, type ComponentType } from 'react';
import { whenIdle } from './when-idle.ts';

export interface LazyPart<P> {
  Component: ComponentType<P>;
  /** Fetches the part's code ahead of its first use; a failed fetch is tried again on the next call. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A part of a page that the page does not draw at first, such as a dialog's form: its code, and the
 * form library and schemas only it uses, load apart from the page, so that a phone's slow link does not
 * carry them before the page can be drawn (issue 13: largest contentful paint).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return { Component: lazy(() => preload().then((component) => ({ default: component }))), preload };
}

/**
 * Fetches lazy parts once the browser is idle, so that each opens at once: for a page's mount effect
 * (`useEffect(() => preloadWhenIdle(Form), [])`). Answers a function that cancels what has not started.
 */
export function preloadWhenIdle(...parts: ReadonlyArray<{ preload: () => Promise<unknown> }>): () => void {
  return whenIdle(() => parts.forEach((part) => void part.preload().catch(() => undefined)));
}
