import { useCallback, useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { whenIdle } from '../schedule/when-idle.ts';

export interface DeferredPopup<T extends HTMLElement> {
  /** False until the popup's machinery may mount: until then the control draws its plain button. */
  armed: boolean;
  /** The button, resting or armed: focus is carried from the one to the other. */
  target: RefObject<T | null>;
  opened: boolean;
  setOpened: Dispatch<SetStateAction<boolean>>;
  /** The resting button's click: arms the popup and opens it. */
  openResting: () => void;
}

/**
 * Mantine's Popover (menus, popovers) and Portal set state while React commits them, in a ref callback
 * or a layout effect: React renders such an update at once, and runs the page's pending effects before
 * it, all inside the first page's commit, its longest task (issue 37: total blocking time). A control
 * whose popup waits for the user draws its plain button with the first page and mounts the popup when
 * the browser is next idle, or at once when the button is used before that. The armed button replaces
 * the resting one: the focus, if it was there, moves with it, and a click on the resting one opens the
 * popup once it is armed, so the popup returns the focus to the armed button when it closes.
 */
export function useDeferredPopup<T extends HTMLElement>(): DeferredPopup<T> {
  const [armed, setArmed] = useState(false);
  const [opened, setOpened] = useState(false);
  const target = useRef<T>(null);
  const pending = useRef({ focus: false, open: false });

  const arm = useCallback((open: boolean) => {
    pending.current = { focus: target.current !== null && document.activeElement === target.current, open };
    setArmed(true);
  }, []);
  useEffect(() => (armed ? undefined : whenIdle(() => arm(false))), [armed, arm]);
  useEffect(() => {
    if (!armed) return;
    const { focus, open } = pending.current;
    pending.current = { focus: false, open: false };
    if (focus) target.current?.focus();
    if (open) setOpened(true);
  }, [armed]);

  return { armed, target, opened, setOpened, openResting: useCallback(() => arm(true), [arm]) };
}
