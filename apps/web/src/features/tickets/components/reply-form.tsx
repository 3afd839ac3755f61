import { Button, Stack, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TICKET_LIMITS, TicketReplySchema } from '@sportello/domain';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import { overLimitMessage } from '../../../shared/form/length-limit.ts';
import { applyServerErrors } from '../../../shared/form/server-errors.ts';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { toUpload, useReply } from '../api/tickets-api.ts';
import { AttachmentsInput, attachmentsValid } from './attachments-input.tsx';
import { CloseTicketButton } from './close-ticket-button.tsx';
import { DocumentPicker } from './document-picker.tsx';
import { FormatToolbar } from './format-toolbar.tsx';
import { MessageFrame } from './message-frame.tsx';
import { formattedHtml, wrapSelection, type WrapKind } from './reply-format.ts';

const ReplyFormSchema = TicketReplySchema.pick({
  messaggio: true,
  id_offerta_allegata: true,
  id_fattura_allegata: true,
});
const EMPTY = { messaggio: '', id_offerta_allegata: null, id_fattura_allegata: null };

export interface ReplyFormProps {
  ticketId: number;
  /** An operator's reply: formatted text with a toolbar and a preview. */
  formatted?: boolean;
  /** The ticket's company, when the reply may carry one of its offers and invoices (an operator's). */
  documentsOf?: number | undefined;
}

/**
 * The reply form, shown only while the ticket is open (spec 3 §4): a customer's plain text, or
 * (`formatted`) an operator's formatted text with a small toolbar and a preview in the same
 * sandboxed frame the customer will see, and the company's offer and invoice it carries; files;
 * and the close action, confirmed first.
 */
export function ReplyForm({ ticketId, formatted = false, documentsOf }: ReplyFormProps) {
  const { t } = useTranslation('tickets');
  const reply = useReply(ticketId);
  const [files, setFiles] = useState<File[]>([]);
  const [preview, setPreview] = useState(false);
  const form = useZodForm(ReplyFormSchema, EMPTY);
  const { field, fieldState } = useController({ control: form.control, name: 'messaggio' });
  const offer = useController({ control: form.control, name: 'id_offerta_allegata' });
  const invoice = useController({ control: form.control, name: 'id_fattura_allegata' });
  const area = useRef<HTMLTextAreaElement | null>(null);
  const text = String(field.value ?? '');

  const wrap = (kind: WrapKind) => {
    const el = area.current;
    if (!el) return;
    field.onChange(wrapSelection(text, el.selectionStart, el.selectionEnd, kind));
    el.focus();
  };

  const submit = form.handleSubmit(async ({ messaggio, id_offerta_allegata, id_fattura_allegata }) => {
    if (!attachmentsValid(files)) return;
    try {
      const attachments = await Promise.all(files.map(toUpload));
      await reply.mutateAsync({
        messaggio: formatted ? formattedHtml(messaggio) : messaggio,
        attachments,
        ...(id_offerta_allegata ? { id_offerta_allegata } : {}),
        ...(id_fattura_allegata ? { id_fattura_allegata } : {}),
      });
      notify({ level: 'success', message: t('replySent') });
      form.reset(EMPTY);
      setFiles([]);
      setPreview(false);
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('reply.title')} data-testid="reply-form">
      <Stack gap="sm">
        {formatted && (
          <FormatToolbar onWrap={wrap} preview={preview} onTogglePreview={() => setPreview((shown) => !shown)} />
        )}
        {preview ? (
          <MessageFrame html={formattedHtml(text)} title={t('reply.preview')} />
        ) : (
          <Textarea
            {...field}
            ref={(el) => {
              field.ref(el);
              area.current = el;
            }}
            value={text}
            label={formatted ? t('reply.formattedLabel') : t('reply.label')}
            description={formatted ? t('reply.formattedHint') : undefined}
            withAsterisk
            rows={6}
            error={translateFieldMessage(fieldState.error?.message) ?? overLimitMessage(text, TICKET_LIMITS.messaggio)}
            data-testid="reply-text"
          />
        )}
        {documentsOf !== undefined && (
          <DocumentPicker
            companyId={documentsOf}
            offer={{
              value: (offer.field.value as number | null | undefined) ?? null,
              onChange: offer.field.onChange,
              error: translateFieldMessage(offer.fieldState.error?.message),
            }}
            invoice={{
              value: (invoice.field.value as number | null | undefined) ?? null,
              onChange: invoice.field.onChange,
              error: translateFieldMessage(invoice.fieldState.error?.message),
            }}
          />
        )}
        <AttachmentsInput value={files} onChange={setFiles} testId="reply-files" />
        <FormActions staffOpen start={<CloseTicketButton ticketId={ticketId} />}>
          <Button type="submit" loading={reply.isPending} data-testid="reply-submit">
            {t('reply.submit')}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
