import { Button, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePassword, PanelPasswordSchema } from '@sportello/domain';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { isApiError } from '../../../shared/http/api-error.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { silentSaveError, useSaveService } from '../api/services-api.ts';
import { issueText } from './issue-text.ts';

/** A new panel password, typed or generated (and then shown), checked by the shared rules before it is saved. */
export function PanelPasswordReset({ domain }: { domain: string }) {
  const { t } = useTranslation();
  const save = useSaveService(domain);
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const parsed = PanelPasswordSchema.safeParse(password);
    if (!parsed.success) return setError(parsed.error.issues[0] && issueText(parsed.error.issues[0]));
    setError(undefined);
    save.mutate(
      { password },
      {
        onSuccess: () => {
          setPassword('');
          notify({ level: 'success', message: t('services:panel.passwordSaved') });
        },
        onError: (e) => {
          if (!silentSaveError(e))
            notify({ level: 'danger', message: isApiError(e) ? e.message : t('services:panel.passwordFailed') });
        },
      },
    );
  };
  return (
    <Stack gap="xs">
      <PasswordInput
        label={t('services:panel.newPassword')}
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={error}
        autoComplete="new-password"
        visible={shown}
        onVisibilityChange={setShown}
        data-testid="panel-password"
      />
      <FormActions>
        <Button
          variant="default"
          onClick={() => {
            // A generated password is shown, so it can be read and kept before saving.
            setPassword(generatePassword());
            setShown(true);
            setError(undefined);
          }}
          data-testid="panel-password-generate"
        >
          {t('services:panel.generatePassword')}
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={!password} data-testid="panel-password-save">
          {t('services:panel.resetPassword')}
        </Button>
      </FormActions>
    </Stack>
  );
}
