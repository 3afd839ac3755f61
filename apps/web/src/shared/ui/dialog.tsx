import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * Mantine's Modal from its first opening on. A closed Modal still mounts its portal, which sets state
 * while React commits it: an update React renders at once, with the page's pending effects before it,
 * in the first page's commit, its longest task (issue 37: total blocking time). Mounted closed and
 * then opened, the Modal notes what had the focus and gives it back when it closes.
 */
export function Dialog({ opened, ...props }: ModalProps) {
  const [mounted, setMounted] = useState(false);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (opened) setMounted(true);
  }, [opened]);
  useEffect(() => {
    if (mounted) setShown(true);
  }, [mounted]);
  if (!mounted) return null;
  return <Modal opened={opened && shown} {...props} />;
}
