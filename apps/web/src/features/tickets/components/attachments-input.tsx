import { FileInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TICKET_ATTACHMENT_ACCEPT, TICKET_LIMITS } from '@sportello/domain';

/** Up to three files of at most 2 MB each (the server judges their type by content and says no to others). */
export function AttachmentsInput({
  value,
  onChange,
  testId,
}: {
  value: File[];
  onChange: (files: File[]) => void;
  testId: string;
}) {
  const { t } = useTranslation('tickets');
  const tooMany = value.length > TICKET_LIMITS.attachments;
  const tooLarge = value.find((file) => file.size > TICKET_LIMITS.attachmentBytes);
  const error = tooMany
    ? t('messages:tickets.too_many_attachments')
    : tooLarge
      ? t('messages:tickets.attachment_too_large')
      : undefined;
  return (
    <FileInput
      multiple
      clearable
      clearButtonProps={{ 'aria-label': t('attachments.clear') }}
      value={value}
      onChange={onChange}
      accept={TICKET_ATTACHMENT_ACCEPT}
      label={t('attachments.label')}
      description={t('attachments.hint')}
      leftSection={<IconPaperclip size={16} aria-hidden />}
      error={error}
      data-testid={testId}
    />
  );
}

export function attachmentsValid(files: readonly File[]): boolean {
  return files.length <= TICKET_LIMITS.attachments && files.every((file) => file.size <= TICKET_LIMITS.attachmentBytes);
}
