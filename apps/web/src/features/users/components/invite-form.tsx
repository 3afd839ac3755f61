import { Button, Group, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITE_EMAIL_MAX, InviteFormSchema, type InviteForm as InviteFormValues } from '@sportello/domain';
import { applyServerErrors } from '../../../shared/form/server-errors.ts';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { useInvite } from '../api/users-api.ts';
import { AccessFields, type AccessFieldsProps } from './access-fields.tsx';
import { PermissionsLegend } from './permissions-legend.tsx';
import { FormActions } from '../../../shared/form/form-actions.tsx';

const EMPTY: InviteFormValues = { email: '', grants: [], email_subscriptions: [] };

/**
 * The invite form (spec 3 §2, §5): e-mail, grants, e-mail copies. Sending asks
 * for confirmation first (spec 3 §8), in place, since the form sits in a dialog.
 */
export function InviteForm({ reseller, onDone }: { reseller: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(InviteFormSchema, EMPTY);
  const invite = useInvite();
  const [confirming, setConfirming] = useState<InviteFormValues | null>(null);

  const send = async (values: InviteFormValues) => {
    try {
      await invite.mutateAsync(values);
      notify({ level: 'success', message: t('users:invite.sent', { email: values.email }) });
      onDone();
    } catch (error) {
      setConfirming(null);
      applyServerErrors(error, form.setError);
    }
  };

  if (confirming) {
    return (
      <Stack gap="md" data-testid="invite-confirm">
        <Text>{t('users:invite.confirmText', { email: confirming.email })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirming(null)} disabled={invite.isPending}>
            {t('users:invite.back')}
          </Button>
          <Button onClick={() => void send(confirming)} loading={invite.isPending} data-testid="confirm-invite">
            {t('users:invite.send')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      onSubmit={(event) => void form.handleSubmit((values) => setConfirming(values))(event)}
      noValidate
      data-testid="invite-form"
    >
      <Stack gap="md">
        <TextField
          control={form.control}
          name="email"
          type="email"
          label={t('users:invite.email')}
          maxLength={INVITE_EMAIL_MAX}
          withAsterisk
          autoComplete="off"
          data-autofocus
          data-testid="invite-email"
        />
        <AccessFields control={form.control as unknown as AccessFieldsProps['control']} />
        <FormActions start={<PermissionsLegend reseller={reseller} />}>
          <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} data-testid="invite-submit">
            {t('users:invite.send')}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
