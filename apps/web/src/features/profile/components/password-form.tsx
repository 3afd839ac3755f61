import { Button, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChangePasswordSchema, type ChangePasswordInput } from '@sportello/domain';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import { applyServerErrors } from '../../../shared/form/server-errors.ts';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { useChangePassword } from '../api/profile-api.ts';
import { ReauthenticationFields } from './reauthentication-fields.tsx';
import { FormActions } from '../../../shared/form/form-actions.tsx';

function PasswordField({
  control,
  name,
  label,
}: {
  control: Control<ChangePasswordInput>;
  name: 'password' | 'password_confirm';
  label: string;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PasswordInput
      {...field}
      label={label}
      autoComplete="new-password"
      withAsterisk
      error={translateFieldMessage(fieldState.error?.message)}
      data-testid={`field-${name}`}
    />
  );
}

const EMPTY: ChangePasswordInput = { current_password: '', totp: '', password: '', password_confirm: '' };

/**
 * Change password (spec 2 §5: both fields, min 8, the same; §8 texts): PUT /rest/login/{id}. The
 * current password (and code, `twofa`) comes first — except right after the forgotten-password
 * link signed in (`passwordReset`), which stands for it.
 */
export function PasswordForm({
  userId,
  twofa,
  passwordReset,
}: {
  userId: number;
  twofa: boolean;
  passwordReset: boolean;
}) {
  const { t } = useTranslation();
  const change = useChangePassword(userId);
  const { control, handleSubmit, setError, formState, reset } = useZodForm(ChangePasswordSchema, EMPTY);

  const submit = handleSubmit(async (data) => {
    try {
      const { message } = await change.mutateAsync(data);
      reset(EMPTY);
      notify({ level: 'success', message });
    } catch (error) {
      // A refusal on a field (a wrong current password) is said at that field; sending the user to
      // support for it would mislead. A spent budget of attempts says when to try again.
      if (applyServerErrors(error, setError)) return;
      const locked = isApiError(error) && error.status === 429;
      notify({
        level: 'danger',
        message: locked ? error.message : (translateFieldMessage('account.password_failed') ?? ''),
      });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="password-form">
      <Stack gap="sm">
        {!passwordReset && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <ReauthenticationFields control={control} password="current_password" code="totp" twofa={twofa} />
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <PasswordField control={control} name="password" label={t('profile:password.new')} />
          <PasswordField control={control} name="password_confirm" label={t('profile:password.confirm')} />
        </SimpleGrid>
        <FormActions>
          <Button type="submit" loading={formState.isSubmitting} data-testid="password-submit">
            {t('profile:password.submit')}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
