import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { whenIdle } from '../schedule/when-idle.ts';

/**
 * Mantine's Modal, mounted when the browser is first idle or at the first opening, whichever comes
 * first. A closed Modal still mounts its portal, which sets state while React commits it: an update
 * React renders at once, with the page's pending effects before it, in the first page's commit, its
 * longest task (issue 37: total blocking time). Mounted closed and then opened, the Modal notes what
 * had the focus and gives it back when it closes; mounted before it is needed, its transitions have
 * read the visitor's motion preference by the time it opens.
 */
export function Dialog({ opened, ...props }: ModalProps) {
  const [mounted, setMounted] = useState(false);
  const [shown, setShown] = useState(false);
  useEffect(() => whenIdle(() => setMounted(true)), []);
  useEffect(() => {
    if (opened) setMounted(true);
  }, [opened]);
  useEffect(() => {
    if (mounted) setShown(true);
  }, [mounted]);
  if (!mounted) return null;
  return <Modal opened={opened && shown} {...props} />;
}
