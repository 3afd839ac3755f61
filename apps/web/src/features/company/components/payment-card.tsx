import { Badge, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company } from '@sportello/domain';
import { useUpdateCompany } from '../../../modules/company/index.ts';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { useReadOnlyCustomer } from '../../../shared/session/read-only.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';

export interface PaymentCardProps {
  company: Company;
  /** Spec 2 §6: only the billing grant stops recurring payments. */
  canStopRecurring: boolean;
}

/** The payment mode (spec 2 Company page): method, monthly invoicing, the credit toggle, stopping recurring payments. */
export function PaymentCard({ company, canStopRecurring }: PaymentCardProps) {
  const { t } = useTranslation();
  const update = useUpdateCompany();
  const readOnly = useReadOnlyCustomer();
  const [credit, setCredit] = useState(company.use_credit);
  const [confirming, setConfirming] = useState(false);
  const recurringOn = !company.disableRecurringPayments;

  const toggleCredit = async (next: boolean) => {
    setCredit(next);
    try {
      await update.mutateAsync({ id: company.id, changes: { use_credit: next } });
      notify({ level: 'success', message: translateFieldMessage('company.credit_updated') ?? '' });
    } catch {
      // Spec 2 §8: the switch goes back; the client has shown the failure.
      setCredit(!next);
    }
  };

  const stopRecurring = async () => {
    setConfirming(false);
    await update.mutateAsync({ id: company.id, changes: { disableRecurringPayments: true } }).then(
      () => notify({ level: 'success', message: translateFieldMessage('company.recurring_disabled') ?? '' }),
      () => undefined,
    );
  };

  const methods = company.metodi_pagamento.map((m) => t(`company:page.methods.${m}`, { defaultValue: m }));

  return (
    <Card withBorder padding="lg" radius="md" data-testid="payment-card">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('company:page.payment.title')}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{t('company:page.payment.mode')}:</Text>
          <Text data-testid="payment-mode">{company.pagamento ?? t('company:page.payment.none')}</Text>
        </Group>
        {methods.length > 0 && (
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{t('company:page.payment.methods')}:</Text>
            {methods.map((label) => (
              <Badge key={label} variant="light">
                {label}
              </Badge>
            ))}
          </Group>
        )}
        <Text size="sm">
          {t(company.fatturazione_mensile ? 'company:page.payment.monthly' : 'company:page.payment.notMonthly')}
        </Text>
        <Switch
          checked={credit}
          onChange={(event) => void toggleCredit(event.currentTarget.checked)}
          label={t('company:page.payment.useCredit')}
          description={t('company:page.payment.useCreditHint')}
          disabled={update.isPending || readOnly}
          data-testid="use-credit"
        />
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" data-testid="recurring-state">
            {t(recurringOn ? 'company:page.payment.recurringOn' : 'company:page.payment.recurringOff')}
          </Text>
          {recurringOn && canStopRecurring && (
            <Button variant="outline" color="red" onClick={() => setConfirming(true)} data-testid="stop-recurring">
              {t('company:page.payment.stopRecurring')}
            </Button>
          )}
        </Group>
      </Stack>
      <Dialog
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('company:page.payment.stopTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('company:page.payment.stopText')}</Text>
          <FormActions>
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('company:page.cancel')}
            </Button>
            <Button color="red" onClick={() => void stopRecurring()} data-testid="confirm-stop-recurring">
              {t('company:page.payment.stopConfirm')}
            </Button>
          </FormActions>
        </Stack>
      </Dialog>
    </Card>
  );
}
