import { Alert, Fieldset, Stack } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TRANSFER_LIMITS, type HostingTransferInput } from '@sportello/domain';
import { TextField } from '../../../shared/form/text-field.tsx';
import { ChoiceField, yesNo } from './choice-field.tsx';
import { MailboxRows } from './mailbox-rows.tsx';

/** A mail transfer: the IMAP host (with its warning), the mailboxes, and whether mail may be held. */
export function MailTransferFields({
  control,
  mailboxesError,
}: {
  control: Control<HostingTransferInput>;
  mailboxesError: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('transfers:hosting.mail')} data-testid="hosting-mail">
      <Stack gap="md">
        <Alert color="yellow" variant="light">
          {t('transfers:hosting.imapWarning')}
        </Alert>
        <TextField
          control={control}
          name="imap"
          label={t('transfers:hosting.imap')}
          withAsterisk
          maxLength={TRANSFER_LIMITS.imap}
          autoComplete="off"
          data-testid="hosting-imap"
        />
        <MailboxRows control={control} errorMessage={mailboxesError} />
        <ChoiceField
          control={control}
          name="maintenanceMail"
          label={t('transfers:hosting.maintenanceMail')}
          options={yesNo(t('transfers:hosting.maintenanceMailYes'), t('transfers:hosting.maintenanceMailNo'))}
          testId="hosting-maintenance-mail"
        />
      </Stack>
    </Fieldset>
  );
}
