import { Button, Group, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecoveryCodesDialog } from './recovery-codes-dialog.tsx';
import { TwoFactorCodeDialog, type TwoFactorAction } from './two-factor-code-dialog.tsx';

/**
 * The two-factor switch (spec 2 §4): enabling shows the QR code and asks a code; disabling asks a code
 * (or a recovery code: the phone may be lost); both ask the current password too; cancel leaves it
 * as it was. Enabling, and making new ones later, shows the one-time recovery codes once.
 */
export function TwoFactorCard({ userId, enabled }: { userId: number; enabled: boolean }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<TwoFactorAction | null>(null);
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
        <TwoFactorCodeDialog
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
