import { Button, Group, Stack, Text } from '@mantine/core';
import type { WizardAction } from '@sportello/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../../../shared/session/session.ts';
import { useSaveOffer } from '../../api/wizard-api.ts';
import type { Wizard } from '../../state/use-wizard.ts';
import { useWizardHref } from '../../state/use-wizard-href.ts';

/**
 * The four submit actions (spec 3 §2, §4): confirm, mail to the customer (not when billing self), mail
 * only to me, download the PDF. Each saves the offer (POST /rest/offers with the action); a submit while
 * one is on its way or with no product is ignored. Confirm goes to confirm_offer, the others to ThankYou;
 * a refused save keeps the user on the summary with the server's message.
 */
export function SubmitActions({ wizard, hasProducts }: { wizard: Wizard; hasProducts: boolean }) {
  const { t } = useTranslation();
  const me = useUserInfo();
  const navigate = useNavigate();
  const href = useWizardHref();
  const save = useSaveOffer();
  const [sending, setSending] = useState<WizardAction | null>(null);
  const { state } = wizard;
  // Spec 3 §4 confirm ability: for self the company's enable_orders (a customer's is the server's to say).
  const mayConfirm = !state.fatturaMe || me?.enable_orders === true;

  const submit = async (action: WizardAction) => {
    if (sending !== null || !hasProducts) return;
    if (Object.keys(wizard.allErrors).length > 0) {
      wizard.showAllErrors();
      return;
    }
    setSending(action);
    try {
      const { id_offerta } = await save.mutateAsync({ ...wizard.request, action });
      if (action === 'confirm') {
        wizard.reset();
        await navigate(href('confirm_offer', { id: id_offerta }));
      } else wizard.saved(id_offerta, action);
    } catch {
      // The client has shown the server's message; the user stays on the summary.
    } finally {
      setSending(null);
    }
  };

  const button = (action: WizardAction, label: string, variant: string, disabled = false) => (
    <Button
      variant={variant}
      onClick={() => void submit(action)}
      loading={sending === action}
      disabled={!hasProducts || disabled || (sending !== null && sending !== action)}
      data-testid={`submit-${action}`}
    >
      {label}
    </Button>
  );
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        {button('confirm', t('wizard:submit.confirm'), 'filled', !mayConfirm)}
        {!state.fatturaMe && button('mailcustomer', t('wizard:submit.mailcustomer'), 'light')}
        {button('mailme', t('wizard:submit.mailme'), 'light')}
        {button('pdf', t('wizard:submit.pdf'), 'default')}
      </Group>
      {!mayConfirm && (
        <Text size="sm" c="dimmed" data-testid="confirm-not-enabled">
          {t('messages:offers.orders_not_enabled')}
        </Text>
      )}
    </Stack>
  );
}
