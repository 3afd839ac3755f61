import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  BACKUP_ROTATION,
  formatMoney,
  QUOTE_SECTIONS,
  type PricedLine,
  type QuoteTotals,
  type WizardStep,
} from '@sportello/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import type { Wizard } from '../../state/use-wizard.ts';
import { stepOfLine } from './line-step.ts';

interface Props {
  wizard: Wizard;
  lines: readonly PricedLine[];
  totals: QuoteTotals;
  productName: (code: string) => string;
  includesBackup: (code: string) => boolean;
}

/**
 * The summary's sections (domain, infrastructure, firewall, mail, add-ons): items with an edit link, and totals;
 * an item with backups shows their rotation (spec 2 §9), in the catalogue's words.
 */
export function SummarySections({ wizard, lines, totals, productName, includesBackup }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = (cents: number) => formatMoney(cents, totals.currency, language);
  const edit = (step: WizardStep) => (wizard.steps.includes(step) ? step : 'Scopo');
  return (
    <Stack gap="md">
      {QUOTE_SECTIONS.map((section) => {
        const items = lines.filter((line) => line.section === section);
        if (items.length === 0) return null;
        const sums = totals.sections[section];
        return (
          <Paper key={section} withBorder p="md" component="section" data-testid={`summary-${section}`}>
            <Stack gap="sm">
              <Title order={3} size="h5">
                {t(`wizard:summary.sections.${section}`)}
              </Title>
              {items.map((line, index) => {
                const name = productName(line.codice);
                return (
                  <Group key={`${line.codice}-${index}`} justify="space-between" wrap="wrap" gap="xs">
                    <Stack gap={0} miw={0} style={{ flex: '1 1 14rem' }}>
                      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {name === line.codice ? line.codice : `${name} · ${line.codice}`}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {[
                          t('wizard:summary.quantity', { qt: line.qt }),
                          line.dominio,
                          t(`wizard:summary.durations.${line.durata}`),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                      {includesBackup(line.codice) && (
                        <Text size="xs" c="dimmed" data-testid={`backup-rotation-${line.codice}`}>
                          {`${t('catalogue:features.labels.backup')}: ${t('catalogue:features.backupRotation', BACKUP_ROTATION)}`}
                        </Text>
                      )}
                    </Stack>
                    <Group gap="sm" wrap="nowrap">
                      <Text size="sm" data-testid="line-total">
                        {money(line.totale)}
                      </Text>
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        onClick={() => wizard.goTo(edit(stepOfLine(line, wizard.state.path)))}
                        aria-label={t('wizard:summary.editItem', { item: name })}
                        data-testid={`edit-${line.codice}`}
                      >
                        {t('wizard:summary.edit')}
                      </Anchor>
                    </Group>
                  </Group>
                );
              })}
              <Group justify="flex-end" gap="lg">
                {(['Annuale', 'Mensile', 'Una tantum'] as const).map((durata) =>
                  sums[durata].total > 0 ? (
                    <Text key={durata} size="sm" fw={600}>
                      {t(`wizard:summary.sectionTotal.${durata}`, { amount: money(sums[durata].total) })}
                    </Text>
                  ) : null,
                )}
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
