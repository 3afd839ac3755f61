// Node has no event for the end of a process's parent: whoever started `npm start` or `npm run dev`
// may go (npm killed by its pid, a supervisor that dies) without a signal reaching this process.
// An orphan is adopted by another process (init or a subreaper), so its parent's pid changes.

/** How often the parent is looked for. */
const PARENT_CHECK_MS = 500;

/** Calls `gone` once, when this process's parent has ended. */
export function whenParentGone(gone) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    gone();
  }, PARENT_CHECK_MS);
  watch.unref();
}
