import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReadOnlyCustomer } from '../session/read-only.ts';

/**
 * The one row of a form's buttons (issue 14 item 8): at the form's end, on the right, the main
 * action last, a cancel or secondary action before it; `start` holds what belongs at the row's
 * left (a legend, a back link). A support operator on a customer's page writes nothing: the row
 * says so instead of offering its buttons, but on the forms every operator may send (`staffOpen`:
 * the tickets).
 */
export function FormActions({
  start,
  staffOpen = false,
  children,
}: {
  start?: ReactNode;
  staffOpen?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const readOnly = useReadOnlyCustomer();
  if (readOnly && !staffOpen) {
    return (
      <Text size="sm" c="dimmed" data-form-actions data-testid="read-only-note">
        {t('common:readOnly')}
      </Text>
    );
  }
  return (
    <Group justify={start ? 'space-between' : 'flex-end'} gap="sm" data-form-actions>
      {start}
      {start ? <Group gap="sm">{children}</Group> : children}
    </Group>
  );
}
