import { expect, type Frame, type Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';

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

/**
 * axe in every frame of the page that lacks it. A check runs axe already there: a page keeps it
 * across the app's own navigations, so most checks inject nothing. A frame that goes away meanwhile,
 * or never gives a context, is left out after a second, as @axe-core/playwright's legacy mode does.
 */
async function injectAxe(page: Page): Promise<void> {
  const inject = async (frame: Frame) => {
    if (!(await frame.evaluate('typeof window.axe === "object"'))) await frame.evaluate(axe.source);
  };
  await inject(page.mainFrame());
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, 1_000);
    });
    await Promise.race([inject(frame).catch(() => undefined), timeout]);
    clearTimeout(timer);
  }
}

/** Fails on serious or critical axe violations of the page as it is now (and on moderate ones when asked). */
export async function expectAccessible(page: Page, label: string, options: AccessibleOptions = {}): Promise<void> {
  // axe runs in the page itself, reaching same-origin frames through the copies injected there
  // (@axe-core/playwright's legacy mode, without it: that re-evaluated axe's 580 KB in every frame
  // twice per check, a third of a check's time; the default mode also assembles the frames' partial
  // results in a new blank page each time). Our pages have no cross-origin frames, the one thing only
  // the default mode can reach.
  // `resultTypes: ['violations']`: every rule still runs on every node and every violation is
  // reported in full; only passes and inapplicable results are cut to one node each, which halves
  // the time a large page takes (the catalog: 11 s to 5 s per scheme on a busy machine).
  const rules: RunOptions = options.coloursOnly
    ? { runOnly: { type: 'rule', values: COLOUR_RULES } }
    : { runOnly: { type: 'tag', values: TAGS }, rules: EXTRA_RULES };
  await injectAxe(page);
  const results: AxeResults = await page.evaluate(
    ([exclude, options]) =>
      (window as unknown as { axe: typeof axe }).axe.run(
        exclude.length ? { exclude: exclude.map((selector) => [selector]) } : document,
        options,
      ),
    [options.exclude ?? [], { ...rules, resultTypes: ['violations'] }] as [readonly string[], RunOptions],
  );
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
