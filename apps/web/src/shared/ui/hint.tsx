import { Tooltip, type TooltipProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Mantine's Tooltip from the moment the pointer or the focus reaches what it explains. A Tooltip mounts
 * a portal and a floating element whose state is set while React commits them: an update React renders
 * at once, with the page's pending effects, in the first page's commit (issue 37: total blocking time),
 * and a list with a tooltip on each row made one per row. Until then the element is drawn alone in a
 * wrapper that adds no box; the tooltip then mounts open, and the focus, if it was there, moves with
 * the element.
 */
export function Hint({ children, ...props }: TooltipProps) {
  const [armed, setArmed] = useState<'pointer' | 'focus' | null>(null);
  const wrapper = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (armed === 'focus') wrapper.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [armed]);
  return (
    <span
      ref={wrapper}
      style={{ display: 'contents' }}
      onPointerEnter={armed ? undefined : () => setArmed('pointer')}
      onFocus={armed ? undefined : () => setArmed('focus')}
    >
      {armed ? (
        <Tooltip defaultOpened {...props}>
          {children}
        </Tooltip>
      ) : (
        children
      )}
    </span>
  );
}
