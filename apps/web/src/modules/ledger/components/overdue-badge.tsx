import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { overdueLabel } from '@sportello/domain';

/** Spec 2 §2: 'Insoluto' once past due, 'Insoluto - possibile sospensione servizi' after 30 days. */
export function OverdueBadge({ pastdue }: { pastdue: number }) {
  const { t } = useTranslation();
  const label = overdueLabel(pastdue);
  if (!label) return null;
  return (
    <Badge
      color="red"
      variant={label === 'suspension' ? 'filled' : 'light'}
      h="auto"
      radius="sm"
      styles={{ label: { whiteSpace: 'normal' } }}
      data-testid="overdue-badge"
    >
      {t(`messages:invoices.${label}`)}
    </Badge>
  );
}
