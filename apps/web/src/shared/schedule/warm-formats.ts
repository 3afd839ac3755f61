import { listFormatWarmers } from '@sportello/domain';
import { whenIdle } from './when-idle.ts';

/**
 * Builds the lists' formatters one per idle moment, so none is a long task. Loaded when the browser
 * is idle (main.tsx): the formatting code is no part of the sign-in page's budget.
 */
export function warmListFormats(language: string): void {
  const next = (warmers: Array<() => void>) => {
    const [warm, ...rest] = warmers;
    if (!warm) return;
    warm();
    whenIdle(() => next(rest));
  };
  next(listFormatWarmers(language));
}
