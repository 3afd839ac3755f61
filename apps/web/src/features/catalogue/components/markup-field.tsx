import { Button, Group } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CategoryMarkupInputSchema, type CatalogCategory } from '@sportello/domain';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import { NumberTextInput } from '../../../shared/form/number-text-input.tsx';
import { applyServerErrors } from '../../../shared/form/server-errors.ts';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { useSaveMarkup } from '../api/catalogue-api.ts';

/**
 * Spec 2 §5 markup rule: a reseller's markup on one category, a whole percent ≥ 0 (the server's
 * schema); saving asks for the price list again, so the customer prices change with it.
 */
export function MarkupField({ category, disabled }: { category: CatalogCategory; disabled: boolean }) {
  const { t } = useTranslation();
  const save = useSaveMarkup();
  const form = useZodForm(CategoryMarkupInputSchema, { markup: category.markup ?? 0 });
  const markup = useController({ control: form.control, name: 'markup' });
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ category: category.code, body });
      notify({ level: 'success', message: t('messages:catalogue.markup_saved') });
      form.reset(body);
    } catch (error) {
      if (!applyServerErrors(error, form.setError))
        notify({ level: 'danger', message: isApiError(error) ? error.message : t('common:list.error') });
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid={`markup-form-${category.code}`}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <NumberTextInput
          ref={markup.field.ref}
          name={markup.field.name}
          label={t('catalogue:markup.short')}
          aria-label={t('catalogue:markup.label', { category: category.nome })}
          size="xs"
          w={150}
          rightSection="%"
          disabled={disabled}
          value={markup.field.value}
          // Empty is null, not undefined: react-hook-form reads undefined as "back to the default".
          onChange={(value) => markup.field.onChange(value ?? null)}
          onBlur={markup.field.onBlur}
          error={translateFieldMessage(markup.fieldState.error?.message)}
          data-testid={`markup-input-${category.code}`}
        />
        <Button
          type="submit"
          size="xs"
          mt={22}
          variant="light"
          disabled={disabled || !form.formState.isDirty}
          loading={save.isPending}
          aria-label={t('catalogue:markup.saveOf', { category: category.nome })}
          data-testid={`markup-save-${category.code}`}
        >
          {t('catalogue:markup.save')}
        </Button>
      </Group>
    </form>
  );
}
