import { useEffect, useRef, type CSSProperties } from 'react';
import { PROGRESS_BAR } from '@sportello/domain';
import { onPendingRequests, pendingRequests } from '../shared/http/pending-requests.ts';
import classes from './request-progress.module.css';

/** How far one trickle moves the bar: less the further it is, so it slows down and never arrives alone. */
function trickleStep(percent: number): number {
  if (percent < 20) return 10;
  if (percent < 50) return 4;
  if (percent < 80) return 2;
  return 0.5;
}

/**
 * Spec 1 §2.3: the thin bar at the top follows the pending-request counter, with spec 1 §9's
 * constants: it starts at the minimum, trickles every `trickle` ms towards the maximum, moves and
 * fades in `speed` ms, and fills up when the last answer arrives.
 *
 * The bar is drawn by hand, not by React state: a value that changes ten times a second while the
 * page loads would, read through a store, make React throw away every sliced render of the page
 * that overlapped a change and draw it again in one blocking task (issue 13: total blocking time).
 *
 * The bar is decoration for sighted users and hidden from assistive technology: every page says
 * "loading" in its own loading state, where the content will be. A progress bar that came and went
 * ten times a second would be noise to a screen reader, and outside every landmark (axe 'region').
 */
export function RequestProgress() {
  const track = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const trackElement = track.current;
    const barElement = bar.current;
    if (!trackElement || !barElement) return;
    let percent: number | null = null;
    let trickle: number | undefined;
    let settle: number | undefined;
    const draw = (value: number) => {
      percent = value;
      barElement.style.transform = `scaleX(${value / 100})`;
    };
    const start = () => {
      window.clearTimeout(settle);
      trackElement.toggleAttribute('data-active', true);
      draw(percent === null || percent >= 100 ? PROGRESS_BAR.minimum : percent);
      trickle = window.setInterval(() => {
        if (percent !== null) draw(Math.min(percent + trickleStep(percent), PROGRESS_BAR.maximum));
      }, PROGRESS_BAR.trickle);
    };
    const finish = () => {
      window.clearInterval(trickle);
      trickle = undefined;
      draw(100);
      // Full, then faded, then back to the start out of sight.
      settle = window.setTimeout(() => {
        trackElement.removeAttribute('data-active');
        settle = window.setTimeout(() => {
          percent = null;
          barElement.style.transform = 'scaleX(0)';
        }, PROGRESS_BAR.speed);
      }, PROGRESS_BAR.speed);
    };
    const follow = (count: number) => {
      if (count > 0 && trickle === undefined) start();
      else if (count === 0 && trickle !== undefined) finish();
    };
    follow(pendingRequests());
    const stop = onPendingRequests(follow);
    return () => {
      stop();
      window.clearInterval(trickle);
      window.clearTimeout(settle);
    };
  }, []);

  const sizes = {
    '--progress-height': `${PROGRESS_BAR.height}px`,
    '--progress-speed': `${PROGRESS_BAR.speed}ms`,
  } as CSSProperties;
  return (
    <div ref={track} className={classes.track} style={sizes} aria-hidden data-testid="request-progress">
      <div ref={bar} className={classes.bar} />
    </div>
  );
}
