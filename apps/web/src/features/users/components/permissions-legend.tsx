import { Button, List, Popover, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec 3 §6: what each grant allows; the reseller rows only for a reseller. */
const ROWS = ['users', 'products', 'renewals', 'technical', 'tickets'] as const;
const RESELLER_ROWS = ['customers', 'access', 'prospect', 'credit', 'skills'] as const;

export function PermissionsLegend({ reseller }: { reseller: boolean }) {
  const { t } = useTranslation();
  const rows = reseller ? [...ROWS, ...RESELLER_ROWS] : ROWS;
  return (
    <Popover width={360} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconInfoCircle size={16} aria-hidden />}
          data-testid="permissions-legend"
        >
          {t('users:legend.open')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('users:legend.title')}
          </Text>
          <List size="sm" spacing={6}>
            {rows.map((row) => (
              <List.Item key={row}>
                <Text size="sm" span>
                  {t(`users:legend.rows.${row}.what`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`users:legend.rows.${row}.who`)}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
