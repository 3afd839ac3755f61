import { describe, expect, it } from 'vitest';

const pages = import.meta.glob<string>('../../features/*/pages/*-page.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});

describe('one page layout (issue 14 item 8)', () => {
  it('is what every page of the portal is built on, with no width of its own', () => {
    expect(Object.keys(pages).length).toBeGreaterThan(15);
    for (const [file, source] of Object.entries(pages)) {
      // Signed-in pages use PageLayout (ListPage is one); pages before sign-in use the auth card.
      expect(/<(PageLayout|ListPage|AuthCard)\b/.test(source), file).toBe(true);
      expect(source, file).not.toMatch(/<PageHeader\b|\bmaw=\{/);
    }
  });
});
