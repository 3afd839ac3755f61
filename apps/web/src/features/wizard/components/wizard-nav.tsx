import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { adjacentStep } from '@sportello/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Wizard } from '../state/use-wizard.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';

/**
 * Reset (with its confirmation), Indietro, and Avanti — Concludi on the step before the summary. Back
 * is disabled on the first step; the summary's own buttons save the offer.
 */
export function WizardNav({ wizard, onMoved }: { wizard: Wizard; onMoved: () => void }) {
  const { t } = useTranslation();
  const [confirming, dialog] = useDisclosure(false);
  const [moving, setMoving] = useState(false);
  const { step, steps } = wizard;
  const following = adjacentStep(steps, step, 1);
  const first = adjacentStep(steps, step, -1) === null;
  const forward = async () => {
    setMoving(true);
    const moved = await wizard.next().finally(() => setMoving(false));
    onMoved();
    return moved;
  };
  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="sm" data-testid="wizard-nav">
        <Button variant="subtle" color="red" onClick={dialog.open} data-testid="reset">
          {t('wizard:nav.reset')}
        </Button>
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => {
              wizard.back();
              onMoved();
            }}
            disabled={first}
            data-testid="back"
          >
            {t('wizard:nav.back')}
          </Button>
          {step !== 'Summary' && (
            <Button onClick={() => void forward()} loading={moving} data-testid="next">
              {following === 'Summary' ? t('wizard:nav.finish') : t('wizard:nav.next')}
            </Button>
          )}
        </Group>
      </Group>
      <Dialog
        opened={confirming}
        onClose={dialog.close}
        title={t('wizard:nav.reset')}
        centered
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <Stack gap="md">
          <Text>{t('wizard:reset.question')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close} data-testid="reset-cancel">
              {t('wizard:reset.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                wizard.reset();
                dialog.close();
                onMoved();
              }}
              data-testid="reset-confirm"
            >
              {t('wizard:reset.confirm')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
