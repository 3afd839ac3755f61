import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isAlertLevel, notify } from '../../../shared/notify/notify.ts';

/** Spec 1 §2.4: `msg` and `msglvl` in the query show a toast once. */
export function useQueryToast(): void {
  const [params] = useSearchParams();
  const shown = useRef(false);
  const message = params.get('msg');
  const level = params.get('msglvl');
  useEffect(() => {
    if (!message || shown.current) return;
    shown.current = true;
    notify({ level: isAlertLevel(level) ? level : 'info', message });
  }, [message, level]);
}
