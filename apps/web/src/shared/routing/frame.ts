/** Spec 1 §3 is-in-iframe flag: some banners, links and redirects change inside a frame. */
export function isInFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent refuses the comparison: that is a frame too.
    return true;
  }
}
