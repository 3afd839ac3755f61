import {
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  Modal,
  PasswordInput,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DisableTotpSchema, ReauthenticationSchema, TotpCodeSchema } from '@sportello/domain';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import { validateValues } from '../../../shared/form/validate-values.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { ListError } from '../../../shared/list-page/list-states.tsx';
import { notify } from '../../../shared/notify/notify.ts';
import { totpQrHref, useTotpChange, useTotpEnrolment } from '../api/profile-api.ts';
import { downloadText } from '../../../shared/file/csv.ts';
import { FormActions } from '../../../shared/form/form-actions.tsx';

type Action = 'enable' | 'disable' | 'remake';

/**
 * The two-factor switch (spec 2 §4): enabling shows the QR code and asks a code; disabling asks a code
 * (or a recovery code: the phone may be lost); both ask the current password too; cancel leaves it
 * as it was. Enabling, and making new ones later, shows the one-time recovery codes once.
 */
export function TwoFactorCard({ userId, enabled }: { userId: number; enabled: boolean }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Action | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <Stack gap="xs">
      <Switch
        checked={enabled}
        onChange={() => setDialog(enabled ? 'disable' : 'enable')}
        label={t('profile:twofa.switch')}
        description={t(enabled ? 'profile:twofa.on' : 'profile:twofa.off')}
        data-testid="twofa-switch"
      />
      {enabled && (
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={() => setDialog('remake')} data-testid="twofa-remake">
            {t('profile:twofa.remake')}
          </Button>
        </Group>
      )}
      {dialog && (
        <CodeDialog
          userId={userId}
          action={dialog}
          onClose={() => setDialog(null)}
          onCodes={(made) => {
            setDialog(null);
            setCodes(made);
          }}
        />
      )}
      {codes && <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />}
    </Stack>
  );
}

/** The recovery codes, shown this once: to copy, download or write down. */
function RecoveryCodesDialog({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const text = codes.join('\n');
  const download = () =>
    downloadText(`${t('profile:twofa.recoveryFile')}.txt`, `${text}\n`, 'text/plain;charset=utf-8');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('profile:twofa.recoveryTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md" data-testid="recovery-codes">
        <Text size="sm">{t('profile:twofa.recoveryText')}</Text>
        <Code block data-testid="recovery-codes-list">
          {text}
        </Code>
        <Group justify="space-between">
          <Group gap="xs">
            <CopyButton value={text}>
              {({ copied, copy }) => (
                <Button variant="light" size="xs" onClick={copy}>
                  {copied ? t('profile:twofa.recoveryCopied') : t('profile:twofa.recoveryCopy')}
                </Button>
              )}
            </CopyButton>
            <Button variant="light" size="xs" onClick={download} data-testid="recovery-codes-download">
              {t('profile:twofa.recoveryDownload')}
            </Button>
          </Group>
          <Button onClick={onClose} data-testid="recovery-codes-done">
            {t('profile:twofa.recoveryDone')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const SCHEMAS = { enable: TotpCodeSchema, disable: DisableTotpSchema, remake: ReauthenticationSchema } as const;

function CodeDialog({
  userId,
  action,
  onClose,
  onCodes,
}: {
  userId: number;
  action: Action;
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
    </Modal>
  );
}
