import { listFormatWarmers } from '@sportello/domain';
import { whenIdle } from './when-idle.ts';

/**
 * Builds the lists' formatters while a signed-in page waits for its data, one per idle moment so
 * none is a long task (the sign-in page shows no list and loads none of this). Answers a function
 * that stops what is still to come.
 */
export function warmListFormats(language: string): () => void {
  let cancel = () => {};
  const next = (warmers: Array<() => void>) => {
    const [warm, ...rest] = warmers;
    if (!warm) return;
    cancel = whenIdle(() => {
      warm();
      next(rest);
    });
  };
  next(listFormatWarmers(language));
  return () => cancel();
}
