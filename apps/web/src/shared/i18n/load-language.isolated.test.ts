import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { loadLanguage, loadNamespaces } from './load-language.ts';

describe('loadNamespaces', () => {
  it('adds a page namespace, which a later language switch loads in the new language too', async () => {
    await loadNamespaces('it', ['onboarding']);
    expect(i18n.hasResourceBundle('it', 'onboarding')).toBe(true);
    expect(i18n.hasResourceBundle('de', 'onboarding')).toBe(false);

    await loadLanguage('de');
    expect(i18n.hasResourceBundle('de', 'onboarding')).toBe(true);
    // The start texts come in one chunk per language: the start namespaces and the domain's messages.
    expect(i18n.hasResourceBundle('de', 'messages')).toBe(true);
    expect(i18n.hasResourceBundle('de', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('de', 'shell')).toBe(true);
  });
});
