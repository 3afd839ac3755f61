import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface AccessibleOptions {
  /**
   * Selectors axe leaves out: a frame with `sandbox=""` (the contract) runs no script, so axe cannot
   * be injected there and would wait for it.
   */
  exclude?: readonly string[];
  /** Fail on moderate violations too (issue 14 item 7: new pages, and the pages already clean of them). */
  moderate?: boolean;
  /**
   * The same page again in the other colour scheme: only the rules a scheme can change run (colour
   * contrast, links told apart by colour). The rest read the markup, which a scheme does not touch,
   * and ran on it already; running them twice doubled the journeys' axe time and found nothing new.
   */
  coloursOnly?: boolean;
}

/** What a colour scheme can change: the rules of axe's `cat.color` that WCAG 2.1 AA asks for. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Rules run beside the WCAG tags. No rule is ever disabled here. axe leaves
 * `label-content-name-mismatch` (WCAG 2.5.3, tagged experimental) and `region` (best practice: all
 * content inside landmarks) out of a tag run; both are asked for by name.
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true }, region: { enabled: true } };

/** Fails on serious or critical axe violations of the page as it is now (and on moderate ones when asked). */
export async function expectAccessible(page: Page, label: string, options: AccessibleOptions = {}): Promise<void> {
  // Legacy mode runs axe in the page itself. The default assembles the frames' partial results in a
  // new blank page each time, which costs more than the checks (seconds per call on a busy machine);
  // our pages have no cross-origin frames, the one thing only the default mode can reach.
  // `resultTypes: ['violations']`: every rule still runs on every node and every violation is
  // reported in full; only passes and inapplicable results are cut to one node each, which halves
  // the time a large page takes (the catalog: 11 s to 5 s per scheme on a busy machine).
  const rules = options.coloursOnly
    ? { runOnly: { type: 'rule' as const, values: COLOUR_RULES } }
    : { runOnly: { type: 'tag' as const, values: TAGS }, rules: EXTRA_RULES };
  let builder = new AxeBuilder({ page }).options({ ...rules, resultTypes: ['violations'] }).setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const failing = new Set(options.moderate ? ['moderate', 'serious', 'critical'] : ['serious', 'critical']);
  const blocking = results.violations.filter((v) => v.impact != null && failing.has(v.impact));
  const summary = blocking.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}
