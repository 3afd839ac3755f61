import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';

/** Asks before doing something that cannot be undone from here (spec 3 §8). */
export function useConfirm() {
  const { t } = useTranslation();
  return (options: { title: string; text: string; confirm: string; danger?: boolean; onConfirm: () => void }) =>
    modals.openConfirmModal({
      title: options.title,
      children: <Text size="sm">{options.text}</Text>,
      labels: { confirm: options.confirm, cancel: t('common:actions.cancel') },
      confirmProps: { color: options.danger ? 'red' : undefined, 'data-testid': 'confirm-action' },
      onConfirm: options.onConfirm,
    });
}
