import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatBytes, usageOf } from '@sportello/domain';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

const COLORS = { green: 'green', yellow: 'yellow', red: 'red' } as const;

/** Spec 3 §9: a usage bar, green under 75%, warning under 95%, danger above; ∞ for an unlimited plan. */
export function UsageBar({
  label,
  used,
  limit,
  testId,
}: {
  label: string;
  used: number;
  limit: number;
  testId: string;
}) {
  const { language } = useLanguage();
  const usage = usageOf(used, limit);
  const bytes = (mb: number) => formatBytes(mb * 1_000_000, 1000, language);
  return (
    <Stack gap={4} data-testid={testId} data-color={usage.color}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {bytes(used)} / {usage.unlimited ? '∞' : bytes(limit)}
        </Text>
      </Group>
      <Progress
        value={usage.unlimited ? 100 : usage.percent!}
        color={usage.unlimited ? 'gray' : COLORS[usage.color]}
        striped={usage.unlimited}
        aria-label={label}
        size="lg"
      />
    </Stack>
  );
}
