import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TRANSFER_LIMITS, type HostingTransferInput } from '@sportello/domain';
import { PasswordField } from '../../../shared/form/password-field.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';

/** The mailboxes to move, each a name and a password, rows added (up to the limit) and removed; one at least. */
export function MailboxRows({
  control,
  errorMessage,
}: {
  control: Control<HostingTransferInput>;
  /** The list's own error (none given), in the user's language. */
  errorMessage: string | undefined;
}) {
  const { t } = useTranslation();
  const mailboxes = useFieldArray({ control, name: 'mails' });
  return (
    <Stack gap="xs" data-testid="hosting-mailboxes">
      <Text size="sm" fw={700}>
        {t('transfers:hosting.mailboxes')}{' '}
        <Text span c="red" aria-hidden>
          *
        </Text>
      </Text>
      {mailboxes.fields.map((row, index) => (
        <Group key={row.id} align="start" wrap="nowrap" data-testid={`hosting-mailbox-${index}`}>
          <TextField
            control={control}
            name={`mails.${index}.name`}
            label={t('transfers:hosting.mailboxName', { n: index + 1 })}
            withAsterisk
            maxLength={TRANSFER_LIMITS.mailName}
            autoComplete="off"
            style={{ flex: 1 }}
            data-testid={`hosting-mailbox-name-${index}`}
          />
          <PasswordField
            control={control}
            name={`mails.${index}.password`}
            label={t('transfers:hosting.mailboxPassword', { n: index + 1 })}
            withAsterisk
            maxLength={TRANSFER_LIMITS.password}
            autoComplete="new-password"
            style={{ flex: 1 }}
            data-testid={`hosting-mailbox-password-${index}`}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            size="lg"
            onClick={() => mailboxes.remove(index)}
            aria-label={t('transfers:hosting.removeMailbox', { n: index + 1 })}
            data-testid={`hosting-mailbox-remove-${index}`}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {errorMessage && (
        <Text size="sm" c="red" role="alert" data-testid="hosting-mailboxes-error">
          {errorMessage}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => mailboxes.append({ name: '', password: '' })}
          disabled={mailboxes.fields.length >= TRANSFER_LIMITS.mails}
          data-testid="hosting-mailbox-add"
        >
          {t('transfers:hosting.addMailbox')}
        </Button>
      </Group>
    </Stack>
  );
}
