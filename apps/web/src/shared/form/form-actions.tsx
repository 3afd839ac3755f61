import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The one row of a form's buttons (issue 14 item 8): at the form's end, on the right, the main
 * action last, a cancel or secondary action before it; `start` holds what belongs at the row's
 * left (a legend, a back link).
 */
export function FormActions({ start, children }: { start?: ReactNode; children: ReactNode }) {
  return (
    <Group justify={start ? 'space-between' : 'flex-end'} gap="sm" data-form-actions>
      {start}
      {start ? <Group gap="sm">{children}</Group> : children}
    </Group>
  );
}
