import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CANCELLATION_REASONS,
  cancellationReasonKey,
  formatDate,
  NOMINATIVO_MAX,
  RenewalChangeSchema,
  RenewalModeSchema,
  type Product,
} from '@sportello/domain';
import { applyServerErrors } from '../../../shared/form/server-errors.ts';
import { SelectField } from '../../../shared/form/select-field.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { useUserInfo } from '../../../shared/session/session.ts';
import { useUpdateProductOrder } from '../api/products-api.ts';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';

/** What the modal changes: cancel or renew again, or (BBW) automatic vs on-request renewal. */
export type RenewalChange = { kind: 'state'; cancel: boolean } | { kind: 'mode'; automatic: boolean };

export interface RenewalModalProps {
  product: Product;
  change: RenewalChange;
  reseller: boolean;
  /** Closed: `saved` says whether the change went through (the BBW switch reverts otherwise). */
  onClose: (saved: boolean) => void;
}

/**
 * Spec 2 §5 renewal-change modal: name and surname always, a cancellation reason when cancelling
 * (resellers read their own wording for one). Success 'Operazione completata'; any failure the
 * spec's danger toast, the fields the server names marked.
 */
export function RenewalModal({ product, change, reseller, onClose }: RenewalModalProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const update = useUpdateProductOrder();
  // Who signs the change is most often the user signed in: their name is there to correct, not to type.
  const nominativo = useUserInfo()?.full_name ?? '';
  const cancelling = change.kind === 'state' ? change.cancel : !change.automatic;
  const stateForm = useZodForm(RenewalChangeSchema, {
    stato_amministrativo: change.kind === 'state' && change.cancel ? 'non rinnovare' : 'attivo',
    nominativo,
    motivazione_disdetta: null,
  });
  const modeForm = useZodForm(RenewalModeSchema, {
    rinnovo_automatico: change.kind === 'mode' && change.automatic,
    nominativo,
    motivazione_disdetta: null,
  });
  const form = (change.kind === 'state' ? stateForm : modeForm) as unknown as typeof stateForm;

  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({
        id: product.id,
        body: body.motivazione_disdetta ? body : { ...body, motivazione_disdetta: null },
      });
      notify({ level: 'success', message: t('messages:products.change_done') });
      onClose(true);
    } catch (error) {
      if (!applyServerErrors(error, form.setError))
        notify({ level: 'danger', message: t('messages:products.change_failed') });
    }
  });

  const title =
    change.kind === 'mode'
      ? t('products:modal.titleMode')
      : change.cancel
        ? t('products:modal.titleCancel')
        : t('products:modal.titleRenew');
  const confirmLabel =
    change.kind === 'mode'
      ? t('products:modal.confirm')
      : change.cancel
        ? t('products:modal.confirmCancel')
        : t('products:modal.confirmRenew');
  const intro =
    change.kind === 'mode'
      ? t(change.automatic ? 'products:modal.introAutomatic' : 'products:modal.introOnRequest', { name: product.nome })
      : t(change.cancel ? 'products:modal.introCancel' : 'products:modal.introRenew', {
          name: product.nome,
          date: formatDate(product.data_fine, language),
        });

  return (
    <Dialog
      opened
      onClose={() => onClose(false)}
      title={title}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="renewal-form">
        <Stack gap="md">
          <Text size="sm">{intro}</Text>
          <TextField
            control={form.control}
            name="nominativo"
            label={t('products:modal.nominativo')}
            withAsterisk
            maxLength={NOMINATIVO_MAX}
            autoComplete="name"
            data-testid="renewal-nominativo"
          />
          {cancelling && (
            <SelectField
              control={form.control}
              name="motivazione_disdetta"
              label={t('products:modal.reason')}
              placeholder={t('products:modal.reasonPlaceholder')}
              withAsterisk={change.kind === 'state'}
              data={CANCELLATION_REASONS.map((reason) => ({
                value: reason,
                label: t(`messages:${cancellationReasonKey(reason, reseller)}`),
              }))}
              allowDeselect={false}
              data-testid="renewal-reason"
            />
          )}
          <FormActions>
            <Button variant="default" onClick={() => onClose(false)}>
              {t('products:modal.keep')}
            </Button>
            <Button
              type="submit"
              color={cancelling ? 'red' : undefined}
              loading={update.isPending}
              data-testid="renewal-confirm"
            >
              {confirmLabel}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Dialog>
  );
}
