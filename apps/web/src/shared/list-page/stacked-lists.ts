import type { AsyncState } from '../query/async-state.ts';

/**
 * Two lists one above the other, each with its own answer. The one above takes its height when its
 * answer arrives, so the one below is drawn with it, not before: drawn first, it would move down under
 * the reader's eyes (issue 13: cumulative layout shift). Answers the state the list above shows and
 * whether the list below is drawn yet; afterwards (a new page, a filter) each list goes its own way.
 */
export function stackedLists(above: AsyncState, below: AsyncState): { above: AsyncState; belowDrawn: boolean } {
  const firstAnswers = above === 'pending' || below === 'pending';
  return { above: firstAnswers && above !== 'error' ? 'pending' : above, belowDrawn: !firstAnswers };
}
