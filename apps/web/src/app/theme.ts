import { createTheme, rem, type CSSVariablesResolver } from '@mantine/core';

/**
 * A choice list longer than its dropdown scrolled inside Mantine's ScrollArea: a box of its own, with
 * no role, that a keyboard cannot focus (axe: scrollable-region-focusable, serious). Without it the
 * list itself scrolls: the listbox the field controls, whose options the arrow keys move through and
 * bring into view. Same height as Mantine's default.
 */
const LIST_SCROLLS_ITSELF = {
  defaultProps: { withScrollArea: false },
  styles: { options: { maxHeight: rem(220), overflowY: 'auto' } },
} as const;

/**
 * Mantine's defaults with contrast fixed for WCAG AA in both schemes (axe runs on every page):
 * filled colours one shade darker, and the dimmed, link and error colours readable on the page background.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  // Menus, modals and drawers open without their transition for a person who asked the system for
  // less motion (vestibular disorders, WCAG 2.3.3).
  respectReducedMotion: true,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // Sentence-case badges: Mantine's uppercase ones were visual noise on every list (issue 14 item 10).
    // A plain object, not Badge.extend: that would pull the Badge component (and the check for its
    // styles) into the first-paint chunk of every page.
    Badge: { defaultProps: { tt: 'none' } },
    // A titled light alert drew its title in the alert's colour (yellow-8, red-8 on their tints: 2 to
    // 4:1); the title reads in the text colour, the icon and the tint still say what kind it is.
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
    // A wide table scrolls sideways in the page's own scrolling box: Mantine's ScrollArea sets state while
    // React commits it, an update React renders at once, running the page's pending effects with it in
    // the first page's longest task (docs/decisions.md, "Nothing of the first commit renders twice").
    TableScrollContainer: { defaultProps: { type: 'native' } },
    Select: LIST_SCROLLS_ITSELF,
    MultiSelect: LIST_SCROLLS_ITSELF,
    Autocomplete: LIST_SCROLLS_ITSELF,
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-8)',
    // Mantine's red-6 error text is 3.3:1 on white.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-3)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
