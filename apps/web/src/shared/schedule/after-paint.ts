/**
 * Runs `work` once the browser has painted the next frame (a task after the frame's callback): work
 * that reads layout then finds it done, instead of forcing the page's first layout inside a long
 * script task (issue 13: total blocking time). Answers a function that cancels it.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
