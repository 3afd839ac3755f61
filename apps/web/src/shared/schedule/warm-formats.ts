import { listFormatWarmers } from '@sportello/domain';
import { yieldToMain } from './yield-to-main.ts';

/**
 * Builds the lists' formatters while a signed-in page waits for its data, each in a task of its own so
 * none joins other work in a long task. Not when idle: a page loading its data gave no idle moment
 * before the data was in, and the first list then built its formatter in its own render. The sign-in
 * page shows no list and loads none of this. Answers a function that stops what is still to come.
 */
export function warmListFormats(language: string): () => void {
  let stopped = false;
  void (async () => {
    for (const warm of listFormatWarmers(language)) {
      await yieldToMain();
      if (stopped) return;
      warm();
    }
  })();
  return () => {
    stopped = true;
  };
}
