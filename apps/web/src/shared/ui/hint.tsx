import { Tooltip, VisuallyHidden, type TooltipProps } from '@mantine/core';
import { cloneElement, isValidElement, useId, useRef, useState } from 'react';

/**
 * Mantine's Tooltip from the moment the pointer or the focus reaches what it explains. A Tooltip mounts
 * a portal and a floating element whose state is set while React commits them: an update React renders
 * at once, with the page's pending effects, in the first page's commit (issue 37: total blocking time),
 * and a list with a tooltip on each row made one per row. The element is drawn as it is, in a wrapper
 * that adds no box, and is never replaced (a click under way stays on it); the tooltip is a sibling
 * pointed at it (Mantine's `target`), mounted at the first hover or focus and shown while the pointer
 * or the focus stays, hidden by Escape. Screen readers get its words as the element's description from
 * the start, hovered or not.
 */
export function Hint({ children, ...props }: Omit<TooltipProps, 'target' | 'opened' | 'events'>) {
  const wrapper = useRef<HTMLSpanElement>(null);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const id = useId();
  const show = () => {
    setTarget((current) => current ?? (wrapper.current?.firstElementChild as HTMLElement | null));
    setOpened(true);
  };
  const hide = () => setOpened(false);
  // An element that names a description of its own keeps it.
  const described =
    isValidElement<{ 'aria-describedby'?: string }>(children) && !children.props['aria-describedby']
      ? cloneElement(children, { 'aria-describedby': id })
      : children;
  return (
    <span
      ref={wrapper}
      style={{ display: 'contents' }}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {described}
      <VisuallyHidden id={id}>{props.label}</VisuallyHidden>
      {target && <Tooltip {...props} target={target} opened={opened} />}
    </span>
  );
}
