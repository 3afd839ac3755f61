import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DisableTotpSchema, ReauthenticationSchema, TotpCodeSchema } from '@sportello/domain';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { validateValues } from '../../../shared/form/validate-values.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { useTotpChange, useTotpEnrolment } from '../api/profile-api.ts';
import { TotpEnrolment } from './totp-enrolment.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';

export type TwoFactorAction = 'enable' | 'disable' | 'remake';

const SCHEMAS = { enable: TotpCodeSchema, disable: DisableTotpSchema, remake: ReauthenticationSchema } as const;

/** Enabling, disabling or new recovery codes: the current password and a code (or a recovery code), checked before sending. */
export function TwoFactorCodeDialog({
  userId,
  action,
  onClose,
  onCodes,
}: {
  userId: number;
  action: TwoFactorAction;
  onClose: () => void;
  onCodes: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const enrolment = useTotpEnrolment(action === 'enable');
  const change = useTotpChange(userId, action);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'totp' | 'current_password', string>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateValues(SCHEMAS[action], { totp: code, current_password: password });
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    if (action === 'remake' && code === '') {
      setErrors({ totp: 'validation.required' });
      return;
    }
    try {
      const answer = await change.mutateAsync(checked.data);
      notify({ level: 'success', message: answer.message });
      if ('recovery_codes' in answer) onCodes(answer.recovery_codes);
      else onClose();
    } catch (failure) {
      if (!isApiError(failure)) setErrors({});
      // A refusal without a field (a spent budget, a secret no longer offered) shows under the code.
      else setErrors(failure.errors ?? { totp: failure.message });
    }
  };

  const uri = enrolment.data?.uri;
  return (
    <Dialog
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      opened
      onClose={onClose}
      title={t(`profile:twofa.${action}Title`)}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid={`twofa-${action}-form`}>
        <Stack gap="md">
          {action === 'enable' && <TotpEnrolment enrolment={enrolment} />}
          {action === 'remake' && <Text size="sm">{t('profile:twofa.remakeText')}</Text>}
          <PasswordInput
            label={t('profile:password.current')}
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setErrors(({ totp }) => ({ totp }));
            }}
            autoComplete="current-password"
            withAsterisk
            error={translateFieldMessage(errors.current_password)}
            data-autofocus
            data-testid="twofa-password"
          />
          <TextInput
            label={t(action === 'enable' ? 'profile:twofa.code' : 'profile:twofa.codeOrRecovery')}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setErrors(({ current_password }) => ({ current_password }));
            }}
            inputMode={action === 'enable' ? 'numeric' : 'text'}
            autoComplete="one-time-code"
            withAsterisk
            error={translateFieldMessage(errors.totp)}
            data-testid="twofa-code"
          />
          <FormActions>
            <Button variant="default" onClick={onClose}>
              {t('profile:cancel')}
            </Button>
            <Button
              type="submit"
              loading={change.isPending}
              disabled={action === 'enable' && !uri}
              data-testid="twofa-confirm"
            >
              {t(action === 'remake' ? 'profile:twofa.remake' : `profile:twofa.${action}`)}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Dialog>
  );
}
