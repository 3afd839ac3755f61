import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface AccessibleOptions {
  /**
   * Selectors axe leaves out: a frame with `sandbox=""` (the contract) runs no script, so axe cannot
   * be injected there and would wait for it.
   */
  exclude?: readonly string[];
}

/** Fails on serious or critical axe violations of the page as it is now. */
export async function expectAccessible(page: Page, label: string, options: AccessibleOptions = {}): Promise<void> {
  // Legacy mode runs axe in the page itself. The default assembles the frames' partial results in a
  // new blank page each time, which costs more than the checks (seconds per call on a busy machine);
  // our pages have no cross-origin frames, the one thing only the default mode can reach.
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = blocking.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}
