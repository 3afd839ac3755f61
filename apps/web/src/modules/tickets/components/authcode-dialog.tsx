import { Button, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { AuthCodeRequestSchema, TICKET_LIMITS, type AuthCodeRequest } from '@sportello/domain';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { applyServerErrors } from '../../../shared/form/server-errors.ts';
import { TextField } from '../../../shared/form/text-field.tsx';
import { TextareaField } from '../../../shared/form/textarea-field.tsx';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { ApiError } from '../../../shared/http/api-error.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { useAuthCodeRequest } from '../api/tickets-api.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';

/** Spec 3 §8: 401, 404 and 422 on the AuthCode ticket are silently ignored; other errors propagate. */
const IGNORED = new Set([401, 404, 422]);

/**
 * The AuthCode request's dialog (spec 2, spec 3 §7, §8): a confirmation, then
 * POST /rest/authcode_requests { titolo, dettaglio } opens a ticket with the technicians.
 */
export function AuthCodeDialog({ domain, onClose }: { domain: string; onClose: () => void }) {
  const { t } = useTranslation('tickets');
  const send = useAuthCodeRequest();
  const defaults = { titolo: t('authcode.defaultTitle', { domain }), dettaglio: '' };
  const form = useZodForm(AuthCodeRequestSchema, defaults);

  const submit = form.handleSubmit((request: AuthCodeRequest) =>
    modals.openConfirmModal({
      title: t('authcode.confirmTitle'),
      children: t('authcode.confirmText', { domain }),
      labels: { confirm: t('authcode.send'), cancel: t('common:actions.cancel') },
      confirmProps: { 'data-testid': 'authcode-confirm' },
      onConfirm: () => {
        send.mutate(request, {
          onSuccess: () => {
            notify({ level: 'success', message: t('authcode.sent') });
            onClose();
          },
          onError: (error) => {
            if (error instanceof ApiError && IGNORED.has(error.status)) {
              onClose();
              return;
            }
            applyServerErrors(error, form.setError);
          },
        });
      },
    }),
  );

  return (
    <Dialog
      opened
      onClose={onClose}
      title={t('authcode.title', { domain })}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="authcode-form">
        <Stack gap="md">
          <TextField
            control={form.control}
            name="titolo"
            label={t('authcode.titolo')}
            withAsterisk
            maxLength={TICKET_LIMITS.titolo}
          />
          <TextareaField
            control={form.control}
            name="dettaglio"
            label={t('authcode.dettaglio')}
            withAsterisk
            rows={4}
            maxLength={TICKET_LIMITS.authcodeDettaglio}
          />
          <FormActions>
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending} data-testid="authcode-submit">
              {t('authcode.send')}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Dialog>
  );
}
