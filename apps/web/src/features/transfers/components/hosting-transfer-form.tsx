import { Button, Stack } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  hostingTransferSchemaFor,
  TRANSFER_LIMITS,
  transferParts,
  type HostingTransferInput,
  type OrderProduct,
} from '@sportello/domain';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { TextareaField } from '../../../shared/form/textarea-field.tsx';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { useSendHostingTransfer } from '../api/transfers-api.ts';
import { useConfirmedSend } from './confirmed-send.tsx';
import { MailTransferFields } from './mail-transfer-fields.tsx';
import { SiteTransferFields } from './site-transfer-fields.tsx';

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
  const send = useSendHostingTransfer();
  const submit = useConfirmedSend(form, (values) => send.mutateAsync(values), onDone);
  const mailsError = form.formState.errors.mails;
  const mailsMessage = translateFieldMessage(mailsError?.message ?? mailsError?.root?.message);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="hosting-form">
      <Stack gap="md">
        {parts.site && <SiteTransferFields control={control} />}
        {parts.mail && <MailTransferFields control={control} mailboxesError={mailsMessage} />}
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
