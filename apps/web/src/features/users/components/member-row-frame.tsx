import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A member's card: name and status, detail, badges, and the actions beside them (wrapping on a phone). */
export function MemberRowFrame({
  testId,
  title,
  status,
  detail,
  badges,
  actions,
}: {
  testId: string;
  title: string;
  status?: ReactNode;
  detail: string;
  badges: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            {status}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Text>
          {badges}
        </Stack>
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      </Group>
    </Paper>
  );
}
