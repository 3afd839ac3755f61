import { Button, Code, Image, Modal, PasswordInput, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TotpCodeSchema } from '@sportello/domain';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import { validateValues } from '../../../shared/form/validate-values.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { ListError } from '../../../shared/list-page/list-states.tsx';
import { notify } from '../../../shared/notify/notify.ts';
import { totpQrHref, useTotpChange, useTotpEnrolment } from '../api/profile-api.ts';
import { FormActions } from '../../../shared/form/form-actions.tsx';

type Dialog = 'enable' | 'disable' | null;

/**
 * The two-factor switch (spec 2 §4): enabling shows the QR code and asks a code; disabling asks a code;
 * both ask the current password too (issue 9); cancel leaves it as it was.
 */
export function TwoFactorCard({ userId, enabled }: { userId: number; enabled: boolean }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  return (
    <Stack gap="xs">
      <Switch
        checked={enabled}
        onChange={() => setDialog(enabled ? 'disable' : 'enable')}
        label={t('profile:twofa.switch')}
        description={t(enabled ? 'profile:twofa.on' : 'profile:twofa.off')}
        data-testid="twofa-switch"
      />
      {dialog && <CodeDialog userId={userId} action={dialog} onClose={() => setDialog(null)} />}
    </Stack>
  );
}

function CodeDialog({
  userId,
  action,
  onClose,
}: {
  userId: number;
  action: 'enable' | 'disable';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const enrolment = useTotpEnrolment(action === 'enable');
  const change = useTotpChange(userId, action);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'totp' | 'current_password', string>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateValues(TotpCodeSchema, { totp: code, current_password: password });
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    try {
      const { message } = await change.mutateAsync(checked.data);
      notify({ level: 'success', message });
      onClose();
    } catch (failure) {
      if (!isApiError(failure)) setErrors({});
      // A refusal without a field (a spent budget, a secret no longer offered) shows under the code.
      else setErrors(failure.errors ?? { totp: failure.message });
    }
  };

  const uri = enrolment.data?.uri;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      opened
      onClose={onClose}
      title={t(`profile:twofa.${action}Title`)}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid={`twofa-${action}-form`}>
        <Stack gap="md">
          {action === 'enable' && (
            <>
              <Text size="sm">{t('profile:twofa.scan')}</Text>
              {enrolment.isError && <ListError />}
              {!uri && !enrolment.isError && <Skeleton height={300} width={300} mx="auto" />}
              {uri && (
                <>
                  <Image
                    src={totpQrHref(uri)}
                    w={300}
                    h={300}
                    mx="auto"
                    alt={t('profile:twofa.qrAlt')}
                    data-testid="twofa-qr"
                  />
                  <Text size="sm">
                    {t('profile:twofa.manual')} <Code data-testid="twofa-secret">{enrolment.data?.secret}</Code>
                  </Text>
                </>
              )}
            </>
          )}
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
            label={t('profile:twofa.code')}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setErrors(({ current_password }) => ({ current_password }));
            }}
            inputMode="numeric"
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
              {t(`profile:twofa.${action}`)}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
