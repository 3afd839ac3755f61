import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../shared/form/server-errors.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { notify } from '../../../shared/notify/notify.ts';

/**
 * Spec 2 §7: a confirmation dialog precedes sending. The form's values are checked with its schema
 * first; what is sent are the values as typed (the server checks them with the same schema and the
 * product). Success is a toast; the server's field messages land on their fields, anything else
 * is a danger toast with the server's message.
 */
export function useConfirmedSend<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  send: (values: T) => Promise<unknown>,
  onDone: () => void,
) {
  const { t } = useTranslation();
  return form.handleSubmit(() =>
    modals.openConfirmModal({
      title: t('transfers:confirm.title'),
      children: <Text size="sm">{t('transfers:confirm.text')}</Text>,
      labels: { confirm: t('transfers:confirm.confirm'), cancel: t('common:actions.cancel') },
      confirmProps: { 'data-testid': 'transfer-confirm' },
      onConfirm: () => {
        void (async () => {
          try {
            await send(form.getValues());
            notify({ level: 'success', message: t('transfers:sent') });
            onDone();
          } catch (error) {
            if (applyServerErrors(error, form.setError)) return;
            notify({
              level: 'danger',
              message: isApiError(error) && error.message ? error.message : t('transfers:sendFailed'),
            });
          }
        })();
      },
    }),
  );
}
