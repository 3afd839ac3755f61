import { Anchor, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CommissionRequestSchema,
  formatBytes,
  formatMoney,
  MOVEMENT_LIMITS,
  type CommissionRequestInput,
  type Currency,
  type RequestKind,
} from '@sportello/domain';
import { movementsApi } from '@sportello/domain/api';
import { applyServerErrors } from '../../../shared/form/server-errors.ts';
import { TextareaField } from '../../../shared/form/textarea-field.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { apiHref } from '../../../shared/http/api-client.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { useRequestCollection } from '../api/movements-api.ts';

export interface RequestFormProps {
  tipo: RequestKind;
  currency: Currency;
  /** The balance the request may take, cents. */
  balance: number;
  /** The least a commission request may ask, cents. */
  collectFrom: number;
  /** The IBAN of the last request, offered again. */
  iban: string | null;
  onDone: () => void;
}

const ACCEPT: Record<RequestKind, string> = {
  provvigioni: 'application/pdf,.pdf',
  comarketing: 'application/pdf,.pdf,image/png,.png,image/jpeg,.jpg,.jpeg',
};

/**
 * A commission or co-marketing request (spec 2 §3, §5): the amount (two decimals at most), the
 * IBAN for commissions, a message and the files — the invoice as a PDF, or the co-marketing
 * documents. The schema is the server's; the balance rules and the files' contents are the
 * server's to judge, and its refusals land on the fields.
 */
export function RequestForm({ tipo, currency, balance, collectFrom, iban, onDone }: RequestFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const request = useRequestCollection();
  const form = useZodForm(CommissionRequestSchema, {
    tipo,
    importo: '',
    iban: tipo === 'provvigioni' ? (iban ?? '') : undefined,
    messaggio: '',
  } satisfies CommissionRequestInput);
  const { handleSubmit, setError, getValues } = form;
  // The fields hold what is typed; the schema's output (cents, the IBAN's electronic form) is the server's to use.
  const control = form.control as unknown as Control<CommissionRequestInput>;
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>();
  const [receipt, setReceipt] = useState<{ id: number; message: string } | null>(null);
  const money = (cents: number) => formatMoney(cents, currency, language);
  const maxSize = formatBytes(MOVEMENT_LIMITS.fileBytes, 1024, language);

  const filesRefusal = (list: readonly File[]) => {
    if (list.length === 0)
      return t(
        tipo === 'provvigioni' ? 'messages:movements.invoice_required' : 'messages:movements.attachment_required',
      );
    if (list.length > MOVEMENT_LIMITS.files) return t('messages:upload.too_many_files', { max: MOVEMENT_LIMITS.files });
    if (list.some((f) => f.size > MOVEMENT_LIMITS.fileBytes)) return t('messages:upload.too_large', { max: maxSize });
    return undefined;
  };

  // The files are told apart from the fields, both at once.
  const submit = handleSubmit(
    async () => {
      const refusal = filesRefusal(files);
      setFilesError(refusal);
      if (refusal) return;
      const body = new FormData();
      // The values as typed: the server reads them with the same schema.
      body.append('json', JSON.stringify(getValues()));
      for (const file of files) body.append('allegati', file, file.name);
      try {
        // The dialog says the server's words with the receipt beside them: no toast over it.
        const answer = await request.mutateAsync(body);
        setReceipt({ id: answer.id, message: answer.message });
      } catch (error) {
        if (isApiError(error) && error.errors?.allegati) setFilesError(error.errors.allegati);
        if (!applyServerErrors(error, setError) && isApiError(error))
          notify({ level: 'danger', message: error.message });
      }
    },
    () => setFilesError(filesRefusal(files)),
  );

  if (receipt !== null)
    return (
      <Stack gap="md" data-testid="request-done">
        <Text role="status">{receipt.message}</Text>
        <Group justify="space-between">
          <Anchor href={apiHref(movementsApi.receipt, { query: { id: receipt.id } })} data-testid="request-receipt">
            {t('movements:actions.receipt')}
          </Anchor>
          <Button onClick={onDone}>{t('common:actions.close')}</Button>
        </Group>
      </Stack>
    );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid={`request-form-${tipo}`}>
      <Stack gap="md">
        <TextField
          control={control}
          name="importo"
          label={t('movements:form.importo')}
          description={
            tipo === 'provvigioni'
              ? t('movements:form.importoCommission', { min: money(collectFrom), max: money(balance) })
              : t('movements:form.importoComarketing', { max: money(balance) })
          }
          inputMode="decimal"
          autoComplete="off"
          withAsterisk
          data-testid="request-importo"
        />
        {tipo === 'provvigioni' && (
          <TextField
            control={control}
            name="iban"
            label={t('movements:form.iban')}
            autoComplete="off"
            withAsterisk
            data-testid="request-iban"
          />
        )}
        <TextareaField
          control={control}
          name="messaggio"
          label={t('movements:form.messaggio')}
          maxLength={MOVEMENT_LIMITS.message}
          rows={3}
          data-testid="request-messaggio"
        />
        <FileInput
          multiple
          clearable
          value={files}
          onChange={(list) => {
            setFiles(list);
            setFilesError(list.length > 0 ? filesRefusal(list) : undefined);
          }}
          accept={ACCEPT[tipo]}
          label={t(tipo === 'provvigioni' ? 'movements:form.invoice' : 'movements:form.attachments')}
          description={t('movements:form.filesHint', { files: MOVEMENT_LIMITS.files, size: maxSize })}
          leftSection={<IconPaperclip size={16} aria-hidden />}
          error={filesError}
          withAsterisk
          data-testid="request-files"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('movements:form.cancel')}
          </Button>
          <Button type="submit" loading={request.isPending} data-testid="request-submit">
            {t('movements:form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
