import '@mantine/nprogress/styles.layer.css';
import { nprogress, nprogressStore, NavigationProgress, useNprogress } from '@mantine/nprogress';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PROGRESS_BAR } from '@sportello/domain';
import { onPendingRequests, pendingRequests } from '../shared/http/pending-requests.ts';

/**
 * Spec 1 §2.3: the thin bar at the top follows the pending-request counter. Of spec 1 §9's
 * constants Mantine takes the height, the trickle (step interval) and the minimum (start value);
 * its own easing replaces speed and maximum.
 */
export function RequestProgress() {
  const { t } = useTranslation();
  const { mounted } = useNprogress(nprogressStore);
  useEffect(() => {
    let running = false;
    const follow = (count: number) => {
      if (count > 0 && !running) {
        running = true;
        nprogress.set(PROGRESS_BAR.minimum);
        nprogress.start();
      } else if (count === 0 && running) {
        running = false;
        nprogress.complete();
      }
    };
    follow(pendingRequests());
    return onPendingRequests(follow);
  }, []);
  return (
    <NavigationProgress
      size={PROGRESS_BAR.height}
      stepInterval={PROGRESS_BAR.trickle}
      aria-label={t('common:loading')}
      // Idle, the bar is transparent: hidden from screen readers too, so the portal node holds no
      // content outside a landmark (axe 'region', issue 14 item 7).
      aria-hidden={mounted ? undefined : true}
    />
  );
}
