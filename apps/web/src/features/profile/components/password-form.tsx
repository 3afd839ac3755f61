import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChangePasswordSchema, type ChangePasswordInput } from '@sportello/domain';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import { applyServerErrors } from '../../../shared/form/server-errors.ts';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { useChangePassword } from '../api/profile-api.ts';

function PasswordField({ control, name, label }: { control: Control<ChangePasswordInput>; name: keyof ChangePasswordInput; label: string }) {
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

/** Change password (spec 2 §5: both fields, min 8, the same; §8 texts): PUT /rest/login/{id}. */
export function PasswordForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const change = useChangePassword(userId);
  const { control, handleSubmit, setError, formState, reset } = useZodForm(ChangePasswordSchema, { password: '', password_confirm: '' });

  const submit = handleSubmit(async (data) => {
    try {
      const { message } = await change.mutateAsync(data);
      reset();
      notify({ level: 'success', message });
    } catch (error) {
      applyServerErrors(error, setError);
      notify({ level: 'danger', message: translateFieldMessage('account.password_failed') ?? '' });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="password-form">
      <Stack gap="sm" maw={420}>
        <PasswordField control={control} name="password" label={t('profile:password.new')} />
        <PasswordField control={control} name="password_confirm" label={t('profile:password.confirm')} />
        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting} data-testid="password-submit">
            {t('profile:password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
