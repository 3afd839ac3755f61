import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FeedbackSchema } from '@sportello/domain';
import { TextareaField } from '../form/textarea-field.tsx';
import { TextField } from '../form/text-field.tsx';
import { useZodForm } from '../form/zod-form.ts';
import { notify } from '../notify/notify.ts';
import { postFeedback } from './post-feedback.ts';
import { forwardFeedback, reporterEnvironment, reporterRelease } from './reporter.ts';
import { Dialog } from '../ui/dialog.tsx';

const FeedbackFormSchema = FeedbackSchema.pick({ name: true, comments: true });

export interface FeedbackDialogProps {
  opened: boolean;
  onClose: () => void;
  eventId?: string;
  error?: unknown;
}

/** Spec 1 §8: the unexpected-error dialog. */
export function FeedbackDialog({ opened, onClose, eventId, error }: FeedbackDialogProps) {
  const { t } = useTranslation();
  const form = useZodForm(FeedbackFormSchema, { name: '', comments: '' });
  const send = useMutation({
    mutationFn: (values: { name: string; comments: string }) =>
      postFeedback({
        ...values,
        event_id: eventId,
        url: window.location.href,
        message: error instanceof Error ? error.message.slice(0, 5000) : undefined,
        release: reporterRelease() || undefined,
        environment: reporterEnvironment(),
      }),
    onSuccess: (_, values) => {
      forwardFeedback({ ...values, eventId });
      notify({ level: 'success', message: t('messages:feedback.sent') });
      form.reset();
      onClose();
    },
  });

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('reporter:title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form
        onSubmit={form.handleSubmit((values) => send.mutate({ name: values.name, comments: values.comments }))}
        noValidate
      >
        <Stack>
          <Text>{t('reporter:notified')}</Text>
          <Text>{t('reporter:prompt')}</Text>
          <TextField control={form.control} name="name" label={t('reporter:name')} autoComplete="name" />
          <TextareaField control={form.control} name="comments" label={t('reporter:comments')} rows={4} withAsterisk />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.close')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('reporter:submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
