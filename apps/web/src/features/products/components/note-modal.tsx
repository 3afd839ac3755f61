import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX, ProductNoteSchema, type Product } from '@sportello/domain';
import { applyServerErrors } from '../../../shared/form/server-errors.ts';
import { TextareaField } from '../../../shared/form/textarea-field.tsx';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { useUpdateProductOrder } from '../api/products-api.ts';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';

/** Spec 2 §5: the customer's note on a product, free text shown on all its renewal invoices. */
export function NoteModal({
  product,
  readOnly,
  onClose,
}: {
  product: Product;
  readOnly: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateProductOrder();
  const form = useZodForm(ProductNoteSchema, { note_cliente: product.note_cliente });
  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: product.id, body });
      notify({ level: 'success', message: t('messages:products.change_done') });
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, form.setError))
        notify({ level: 'danger', message: t('messages:products.change_failed') });
    }
  });
  return (
    <Dialog
      opened
      onClose={onClose}
      title={t('products:notes.title', { name: product.nome })}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="note-form">
        <Stack gap="md">
          <TextareaField
            control={form.control}
            name="note_cliente"
            label={t('products:notes.label')}
            description={t('products:notes.hint')}
            rows={4}
            maxLength={NOTE_MAX}
            readOnly={readOnly}
            data-testid="note-text"
          />
          <FormActions>
            <Button variant="default" onClick={onClose}>
              {readOnly ? t('common:actions.close') : t('common:actions.cancel')}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={update.isPending} data-testid="note-save">
                {t('products:notes.save')}
              </Button>
            )}
          </FormActions>
        </Stack>
      </form>
    </Dialog>
  );
}
