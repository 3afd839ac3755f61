import { ActionIcon, Alert, Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ACCESS_TYPES,
  CMS_KINDS,
  hostingTransferSchemaFor,
  TRANSFER_LIMITS,
  transferParts,
  type HostingTransferInput,
  type OrderProduct,
} from '@sportello/domain';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { PasswordField } from '../../../shared/form/password-field.tsx';
import { SelectField } from '../../../shared/form/select-field.tsx';
import { TextareaField } from '../../../shared/form/textarea-field.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { useSendHostingTransfer } from '../api/transfers-api.ts';
import { ChoiceField } from './choice-field.tsx';
import { useConfirmedSend } from './confirmed-send.tsx';

/**
 * Spec 2 §7 hosting transfer: for a site transfer the access (type, host, user, password), the
 * database, CMS and whether the site may go in maintenance; for a mail transfer the IMAP host, the
 * mailboxes (rows added and removed) and whether mail may be held. Only the parts the product
 * still awaits are asked; passwords are sent once and never shown again.
 */
export function HostingTransferForm({
  product,
  onDone,
  onCancel,
}: {
  product: OrderProduct;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const parts = transferParts(product);
  const form = useZodForm(hostingTransferSchemaFor(parts), {
    id: product.id,
    access_type: null,
    url: '',
    user: '',
    password: '',
    dbName: '',
    dbUser: '',
    dbPassword: '',
    pmaUrl: '',
    cms: null,
    maintenanceSite: null,
    subdomains: '',
    imap: '',
    mails: parts.mail ? [{ name: '', password: '' }] : [],
    maintenanceMail: null,
    note: '',
  } satisfies HostingTransferInput);
  // The field components bind to the values as typed; the schema's output (kept parts only) is the server's business.
  const control = form.control as unknown as Control<HostingTransferInput>;
  const mailboxes = useFieldArray({ control, name: 'mails' });
  const send = useSendHostingTransfer();
  const submit = useConfirmedSend(form, (values) => send.mutateAsync(values), onDone);
  const mailsError = form.formState.errors.mails;
  const mailsMessage = translateFieldMessage(mailsError?.message ?? mailsError?.root?.message);
  const yesNo = (yes: string, no: string) => [
    { value: true, label: yes },
    { value: false, label: no },
  ];

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="hosting-form">
      <Stack gap="md">
        {parts.site && (
          <Fieldset legend={t('transfers:hosting.site')} data-testid="hosting-site">
            <Stack gap="md">
              <ChoiceField
                control={control}
                name="access_type"
                label={t('transfers:hosting.accessType')}
                options={ACCESS_TYPES.map((value) => ({ value, label: t(`transfers:hosting.access.${value}`) }))}
                inline
                testId="hosting-access-type"
              />
              <TextField
                control={control}
                name="url"
                label={t('transfers:hosting.url')}
                withAsterisk
                maxLength={TRANSFER_LIMITS.url}
                autoComplete="off"
                data-testid="hosting-url"
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextField
                  control={control}
                  name="user"
                  label={t('transfers:hosting.user')}
                  withAsterisk
                  maxLength={TRANSFER_LIMITS.user}
                  autoComplete="off"
                  data-testid="hosting-user"
                />
                <PasswordField
                  control={control}
                  name="password"
                  label={t('transfers:hosting.password')}
                  withAsterisk
                  maxLength={TRANSFER_LIMITS.password}
                  autoComplete="new-password"
                  data-testid="hosting-password"
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextField
                  control={control}
                  name="dbName"
                  label={t('transfers:hosting.dbName')}
                  withAsterisk
                  maxLength={TRANSFER_LIMITS.dbName}
                  autoComplete="off"
                  data-testid="hosting-db-name"
                />
                <TextField
                  control={control}
                  name="dbUser"
                  label={t('transfers:hosting.dbUser')}
                  withAsterisk
                  maxLength={TRANSFER_LIMITS.dbUser}
                  autoComplete="off"
                  data-testid="hosting-db-user"
                />
                <PasswordField
                  control={control}
                  name="dbPassword"
                  label={t('transfers:hosting.dbPassword')}
                  withAsterisk
                  maxLength={TRANSFER_LIMITS.password}
                  autoComplete="new-password"
                  data-testid="hosting-db-password"
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextField
                  control={control}
                  name="pmaUrl"
                  label={t('transfers:hosting.pmaUrl')}
                  maxLength={TRANSFER_LIMITS.pmaUrl}
                  autoComplete="off"
                  data-testid="hosting-pma-url"
                />
                <SelectField
                  control={control}
                  name="cms"
                  label={t('transfers:hosting.cms')}
                  placeholder={t('transfers:hosting.cmsPlaceholder')}
                  data={CMS_KINDS.map((value) => ({
                    value,
                    label: value === 'Altro' ? t('transfers:hosting.cmsOther') : value,
                  }))}
                  clearable
                  data-testid="hosting-cms"
                />
              </SimpleGrid>
              <TextareaField
                control={control}
                name="subdomains"
                label={t('transfers:hosting.subdomains')}
                description={t('transfers:hosting.subdomainsHelp')}
                maxLength={TRANSFER_LIMITS.subdomains}
                rows={3}
                data-testid="hosting-subdomains"
              />
              <ChoiceField
                control={control}
                name="maintenanceSite"
                label={t('transfers:hosting.maintenanceSite')}
                options={yesNo(t('transfers:hosting.maintenanceSiteYes'), t('transfers:hosting.maintenanceSiteNo'))}
                testId="hosting-maintenance-site"
              />
            </Stack>
          </Fieldset>
        )}
        {parts.mail && (
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
                {mailsMessage && (
                  <Text size="sm" c="red" role="alert" data-testid="hosting-mailboxes-error">
                    {mailsMessage}
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
              <ChoiceField
                control={control}
                name="maintenanceMail"
                label={t('transfers:hosting.maintenanceMail')}
                options={yesNo(t('transfers:hosting.maintenanceMailYes'), t('transfers:hosting.maintenanceMailNo'))}
                testId="hosting-maintenance-mail"
              />
            </Stack>
          </Fieldset>
        )}
        <TextareaField
          control={control}
          name="note"
          label={t('transfers:hosting.note')}
          maxLength={TRANSFER_LIMITS.note}
          rows={3}
          data-testid="hosting-note"
        />
        <FormActions>
          <Button variant="default" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending} data-testid="hosting-submit">
            {t('transfers:send')}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
