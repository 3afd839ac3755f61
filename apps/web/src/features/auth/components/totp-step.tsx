import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isSecondFactorCode, normalizeTotpCode, type LoginResult } from '@sportello/domain';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';

export interface TotpStepProps {
  /** Sends the sign-in again with the code (a fresh check, the same credentials or one-time link). */
  send: (totp: string) => Promise<LoginResult>;
  onResult: (result: LoginResult) => void;
  /** Back to the username and password. */
  onCancel: () => void;
}

/**
 * Spec 1 §2.4, §5: the authenticator code a login asks for when the account has one; required, six
 * digits — or one of the recovery codes given at enrolment, for a lost phone.
 */
export function TotpStep({ send, onResult, onCancel }: TotpStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = normalizeTotpCode(code);
    const problem = typed === '' ? 'validation.required' : isSecondFactorCode(typed) ? undefined : 'auth.totp_invalid';
    setError(translateFieldMessage(problem));
    if (problem) {
      input.current?.focus();
      return;
    }
    setPending(true);
    try {
      onResult(await send(typed));
    } catch {
      // A wrong or reused code: the http client has shown the server's words; the next code may be typed.
      setCode('');
      input.current?.focus();
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('auth:login.totp.title')}
      data-testid="login-totp"
    >
      <Stack gap="md">
        <Alert color="blue" variant="light" icon={<IconShieldLock aria-hidden />} title={t('auth:login.totp.title')}>
          {t('auth:login.totp.text')}
        </Alert>
        <TextInput
          ref={input}
          name="totp"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          label={t('auth:login.totp.code')}
          description={t('auth:login.totp.recovery')}
          autoComplete="one-time-code"
          withAsterisk
          data-testid="login-totp-code"
        />
        <Button type="submit" fullWidth loading={pending} data-testid="login-totp-submit">
          {t('auth:login.totp.submit')}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={onCancel}
          disabled={pending}
          data-testid="login-totp-cancel"
        >
          {t('auth:login.totp.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
