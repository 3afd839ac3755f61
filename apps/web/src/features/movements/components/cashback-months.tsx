import { Alert, Button, Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CASHBACK_MONTHS, formatDate, isCashbackChoice, type CashbackStatus } from '@sportello/domain';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { useSaveCashbackMonths } from '../api/movements-api.ts';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** A month's name in the page's language ('gennaio', 'January'). */
export const monthName = (month: number, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, month - 1, 1)));

export interface CashbackMonthsProps {
  companyId: number;
  status: CashbackStatus;
  months: readonly number[];
  until: string | null;
}

/**
 * The cashback's state (spec 2 §4) and, when nothing is chosen yet, the choice of its 3 months
 * (spec 2 §5): no more than 3 may be ticked; saving fewer warns 'Seleziona 3 mesi'; saving asks
 * for confirmation, since only a ticket changes them afterwards.
 */
export function CashbackMonths({ companyId, status, months, until }: CashbackMonthsProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const save = useSaveCashbackMonths(companyId);
  const [chosen, setChosen] = useState<number[]>([]);
  const [warning, setWarning] = useState(false);
  const names = (list: readonly number[]) => list.map((m) => monthName(m, language)).join(', ');

  if (status === 'survey_missing') return <Text size="sm">{t('movements:cashback.surveyMissing')}</Text>;
  if (status === 'expired' && until)
    return <Text size="sm">{t('movements:cashback.expired', { date: formatDate(until, language) })}</Text>;
  if (status === 'active')
    return (
      <Text size="sm" data-testid="cashback-active">
        {t('movements:cashback.active', { date: until ? formatDate(until, language) : '—', months: names(months) })}
      </Text>
    );

  const toggle = (month: number, on: boolean) => {
    setWarning(false);
    setChosen((current) => (on ? [...current, month].sort((a, b) => a - b) : current.filter((m) => m !== month)));
  };
  const submit = () => {
    if (!isCashbackChoice(chosen)) {
      setWarning(true);
      return;
    }
    modals.openConfirmModal({
      title: t('movements:cashback.confirmTitle'),
      children: <Text size="sm">{t('movements:cashback.confirm', { months: names(chosen) })}</Text>,
      labels: { confirm: t('movements:cashback.confirmSave'), cancel: t('common:actions.cancel') },
      confirmProps: { 'data-testid': 'confirm-cashback' },
      onConfirm: () => {
        save.mutate(chosen, {
          onSuccess: () => notify({ level: 'success', message: t('messages:movements.cashback_saved') }),
        });
      },
    });
  };

  return (
    <Stack gap="sm" data-testid="cashback-choice">
      <Text size="sm">{t('movements:cashback.choose')}</Text>
      <Checkbox.Group label={t('movements:cashback.months')} value={chosen.map(String)}>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" mt="xs">
          {MONTHS.map((month) => (
            <Checkbox
              key={month}
              value={String(month)}
              label={monthName(month, language)}
              checked={chosen.includes(month)}
              disabled={!chosen.includes(month) && chosen.length >= CASHBACK_MONTHS}
              onChange={(event) => toggle(month, event.currentTarget.checked)}
              data-testid={`cashback-month-${month}`}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      {warning && (
        <Alert color="yellow" variant="light" role="alert" data-testid="cashback-warning">
          {t('messages:movements.cashback_choose')}
        </Alert>
      )}
      <div>
        <Button onClick={submit} loading={save.isPending} data-testid="save-cashback">
          {t('movements:cashback.save')}
        </Button>
      </div>
    </Stack>
  );
}
