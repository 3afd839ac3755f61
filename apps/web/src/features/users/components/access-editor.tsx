import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccessChoiceSchema, displayedGrants, EMAIL_SUBSCRIPTIONS, type EmailSubscription } from '@sportello/domain';
import { applyServerErrors } from '../../../shared/form/server-errors.ts';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { useUpdateAccess, type AccessTarget } from '../api/users-api.ts';
import { AccessFields, type AccessFieldsProps } from './access-fields.tsx';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';

export interface EditedAccess {
  target: AccessTarget;
  /** Who is edited, for the title. */
  name: string;
  grants: readonly string[];
  email_subscriptions: readonly string[];
  owner: boolean;
}

/** Changing a user's or an invitation's grants and e-mail copies (PUT /rest/users/{id}, /rest/invites/{email}). */
export function AccessEditor({ edited, onClose }: { edited: EditedAccess; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAccess();
  const form = useZodForm(AccessChoiceSchema, {
    grants: displayedGrants(edited.grants),
    email_subscriptions: EMAIL_SUBSCRIPTIONS.filter((s): s is EmailSubscription =>
      edited.email_subscriptions.includes(s),
    ),
  });

  const submit = form.handleSubmit(async (choice) => {
    try {
      await update.mutateAsync({ target: edited.target, choice });
      notify({ level: 'success', message: t('users:edit.saved') });
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });

  return (
    <Dialog
      opened
      onClose={onClose}
      title={t('users:edit.title', { name: edited.name })}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="access-editor">
        <Stack gap="md">
          {edited.owner && <Text size="sm">{t('users:edit.ownerText')}</Text>}
          <AccessFields control={form.control as unknown as AccessFieldsProps['control']} owner={edited.owner} />
          <FormActions>
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending} data-testid="access-save">
              {t('users:edit.save')}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Dialog>
  );
}
