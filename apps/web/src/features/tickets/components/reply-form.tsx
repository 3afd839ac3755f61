import { ActionIcon, Button, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBold, IconItalic, IconLink, IconList } from '@tabler/icons-react';
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
import { toUpload, useCloseTicket, useReply } from '../api/tickets-api.ts';
import { AttachmentsInput, attachmentsValid } from './attachments-input.tsx';
import { MessageFrame } from './message-frame.tsx';

const ReplyTextSchema = TicketReplySchema.pick({ messaggio: true });
const BLOCK = /^\s*<(p|ul|ol|blockquote|pre|h3|h4|hr)\b/i;

/** An operator's text as HTML: blank lines make paragraphs, single line breaks stay (the server sanitizes it). */
export function formattedHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((chunk) => (BLOCK.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, '<br>')}</p>`))
    .join('');
}

const WRAPS = {
  bold: ['<b>', '</b>'],
  italic: ['<i>', '</i>'],
  link: ['<a href="https://">', '</a>'],
  list: ['<ul>\n<li>', '</li>\n</ul>'],
} as const;
const ICONS = { bold: IconBold, italic: IconItalic, link: IconLink, list: IconList } as const;

/**
 * The reply form, shown only while the ticket is open (spec 3 §4): a customer's plain text, or
 * (`formatted`) an operator's formatted text with a small toolbar and a preview in the same
 * sandboxed frame the customer will see; files; and the close action, confirmed first.
 */
export function ReplyForm({ ticketId, formatted = false }: { ticketId: number; formatted?: boolean }) {
  const { t } = useTranslation('tickets');
  const reply = useReply(ticketId);
  const close = useCloseTicket(ticketId);
  const [files, setFiles] = useState<File[]>([]);
  const [preview, setPreview] = useState(false);
  const form = useZodForm(ReplyTextSchema, { messaggio: '' });
  const { field, fieldState } = useController({ control: form.control, name: 'messaggio' });
  const area = useRef<HTMLTextAreaElement | null>(null);

  const wrap = (kind: keyof typeof WRAPS) => {
    const el = area.current;
    if (!el) return;
    const [open, end] = WRAPS[kind];
    const value = String(field.value ?? '');
    const next =
      value.slice(0, el.selectionStart) +
      open +
      value.slice(el.selectionStart, el.selectionEnd) +
      end +
      value.slice(el.selectionEnd);
    field.onChange(next);
    el.focus();
  };

  const submit = form.handleSubmit(async ({ messaggio }) => {
    if (!attachmentsValid(files)) return;
    try {
      const attachments = await Promise.all(files.map(toUpload));
      await reply.mutateAsync({ messaggio: formatted ? formattedHtml(messaggio) : messaggio, attachments });
      notify({ level: 'success', message: t('replySent') });
      form.reset({ messaggio: '' });
      setFiles([]);
      setPreview(false);
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });

  const askClose = () =>
    modals.openConfirmModal({
      title: t('close.title'),
      children: <Text size="sm">{t('close.text')}</Text>,
      labels: { confirm: t('close.confirm'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'close-confirm' },
      onConfirm: () =>
        close.mutate(undefined, { onSuccess: () => notify({ level: 'success', message: t('close.done') }) }),
    });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('reply.title')} data-testid="reply-form">
      <Stack gap="sm">
        {formatted && (
          <Group gap={4} role="toolbar" aria-label={t('reply.toolbar')}>
            {(Object.keys(WRAPS) as (keyof typeof WRAPS)[]).map((kind) => {
              const Icon = ICONS[kind];
              return (
                <Tooltip key={kind} label={t(`reply.format.${kind}`)}>
                  <ActionIcon
                    variant="default"
                    onClick={() => wrap(kind)}
                    aria-label={t(`reply.format.${kind}`)}
                    data-testid={`format-${kind}`}
                  >
                    <Icon size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              );
            })}
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setPreview((shown) => !shown)}
              data-testid="reply-preview-toggle"
            >
              {preview ? t('reply.edit') : t('reply.preview')}
            </Button>
          </Group>
        )}
        {preview ? (
          <MessageFrame html={formattedHtml(String(field.value ?? ''))} title={t('reply.preview')} />
        ) : (
          <Textarea
            {...field}
            ref={(el) => {
              field.ref(el);
              area.current = el;
            }}
            value={field.value ?? ''}
            label={formatted ? t('reply.formattedLabel') : t('reply.label')}
            description={formatted ? t('reply.formattedHint') : undefined}
            withAsterisk
            rows={6}
            error={
              translateFieldMessage(fieldState.error?.message) ?? overLimitMessage(field.value, TICKET_LIMITS.messaggio)
            }
            data-testid="reply-text"
          />
        )}
        <AttachmentsInput value={files} onChange={setFiles} testId="reply-files" />
        <FormActions
          staffOpen
          start={
            <Button
              variant="default"
              color="red"
              onClick={askClose}
              loading={close.isPending}
              data-testid="ticket-close"
            >
              {t('close.button')}
            </Button>
          }
        >
          <Button type="submit" loading={reply.isPending} data-testid="reply-submit">
            {t('reply.submit')}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
