/**
 * The colour scheme a visitor chose (spec 1 §3 darkTheme; the browser keeps the choice in
 * localStorage) copied into a cookie, so the server can paint index.html's boot screen in it
 * instead of flashing the light one at a visitor who chose dark.
 */
export const COLOR_SCHEME_COOKIE = 'sportello_scheme';
export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

export function isColorScheme(value: unknown): value is ColorScheme {
  return (COLOR_SCHEMES as readonly unknown[]).includes(value);
}
