import { Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatMoney, type QuoteAmount, type QuoteTotals } from '@sportello/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';

/** The cost summary: annual and monthly recurring totals, one-off costs, the struck full price, the free days. */
export function CostSummary({ totals, updating }: { totals: QuoteTotals; updating: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = (cents: number) => formatMoney(cents, totals.currency, language);
  const row = (label: string, amount: QuoteAmount, testId: string) => (
    <Group justify="space-between" wrap="wrap" data-testid={testId}>
      <Text size="sm">{label}</Text>
      <Group gap="xs">
        {amount.full !== amount.total && (
          <Text size="sm" td="line-through" c="dimmed" data-testid={`${testId}-full`}>
            <VisuallyHidden>{t('wizard:summary.fullPrice')} </VisuallyHidden>
            {money(amount.full)}
          </Text>
        )}
        <Text fw={700}>{money(amount.total)}</Text>
      </Group>
    </Group>
  );
  // Both recurrences of the same lines (spec 3 §2: annual and monthly recurring totals); products sold
  // yearly only stay yearly when billed monthly.
  const { durations, recurrences } = totals;
  return (
    <Paper withBorder p="md" component="section" aria-busy={updating} data-testid="cost-summary">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('wizard:summary.costs')}
        </Title>
        {row(t('wizard:summary.annual'), recurrences.annual.Annuale, 'total-annual')}
        {row(t('wizard:summary.monthly'), recurrences.monthly.Mensile, 'total-monthly')}
        {recurrences.monthly.Mensile.total > 0 && recurrences.monthly.Annuale.total > 0 && (
          <Text size="xs" c="dimmed">
            {t('wizard:summary.yearlyOnly', { amount: money(recurrences.monthly.Annuale.total) })}
          </Text>
        )}
        {durations['Una tantum'].total > 0 && row(t('wizard:summary.oneOff'), durations['Una tantum'], 'total-one-off')}
        {totals.freePeriod > 0 && (
          <Text size="sm" c="teal.9" fw={600} data-testid="trial-free">
            {t('wizard:summary.trialFree', { days: totals.freePeriod })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('wizard:summary.vatExcluded')}
        </Text>
      </Stack>
    </Paper>
  );
}
