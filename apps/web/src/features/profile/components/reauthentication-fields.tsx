import { PasswordInput, TextInput } from '@mantine/core';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldBinding } from '../../../shared/form/field-binding.ts';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';

type Names<T extends FieldValues> = Omit<FieldBinding<T>, 'name'> & { password: FieldPath<T>; code: FieldPath<T> };

/**
 * What a change of credentials or address asks (issue 9): the current password, and a current code of
 * the authenticator when two-factor authentication is on. The server says which one is wrong.
 */
export function ReauthenticationFields<T extends FieldValues>({
  control,
  password,
  code,
  twofa,
}: Names<T> & { twofa: boolean }) {
  const { t } = useTranslation();
  const current = useController({ control, name: password });
  const totp = useController({ control, name: code });
  return (
    <>
      <PasswordInput
        {...current.field}
        value={(current.field.value as string | undefined) ?? ''}
        label={t('profile:password.current')}
        autoComplete="current-password"
        withAsterisk
        error={translateFieldMessage(current.fieldState.error?.message)}
        data-testid="field-current_password"
      />
      {twofa && (
        <TextInput
          {...totp.field}
          value={(totp.field.value as string | undefined) ?? ''}
          label={t('profile:twofa.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          withAsterisk
          error={translateFieldMessage(totp.fieldState.error?.message)}
          data-testid="field-current_totp"
        />
      )}
    </>
  );
}
