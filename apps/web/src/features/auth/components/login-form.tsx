import { Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoginResult } from '@sportello/domain';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import type { LoginCredentials } from '../api/login.ts';
import { useLoginForm } from './use-login-form.ts';

export interface LoginFormProps {
  defaultUsername?: string;
  onResult: (result: LoginResult, credentials: LoginCredentials) => void;
}

/** Username, password and remember-me (spec 1 §2.4); TOTP and social sign-in join it later. */
export function LoginForm({ defaultUsername = '', onResult }: LoginFormProps) {
  const { t } = useTranslation();
  const form = useLoginForm(defaultUsername, onResult);
  const error = (field: string) => translateFieldMessage(form.errors[field]);

  return (
    <form onSubmit={form.submit} noValidate aria-label={t('auth:login.formLabel')}>
      <Stack gap="md">
        <TextInput
          ref={form.refs.username}
          name="username"
          value={form.values.username}
          onChange={(event) => form.setValue('username', event.currentTarget.value)}
          error={error('username')}
          label={t('auth:login.username')}
          autoComplete="username"
          withAsterisk
          data-autofocus
        />
        <PasswordInput
          ref={form.refs.password}
          name="password"
          value={form.values.password}
          onChange={(event) => form.setValue('password', event.currentTarget.value)}
          error={error('password')}
          label={t('auth:login.password')}
          autoComplete="current-password"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t('auth:login.togglePassword') }}
        />
        <Checkbox
          ref={form.refs.rememberme}
          name="rememberme"
          checked={form.values.rememberme}
          onChange={(event) => form.setValue('rememberme', event.currentTarget.checked)}
          error={error('rememberme')}
          label={t('auth:login.rememberme')}
        />
        <Button type="submit" fullWidth loading={form.pending} data-testid="login-submit">
          {t('auth:login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
