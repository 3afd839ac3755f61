import { Button, Radio, Stack, Switch } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PARTNER_DEFAULTS, PARTNER_MODES, PartnerRequestSchema, type PartnerRequest } from '@sportello/domain';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import { applyServerErrors } from '../../../shared/form/server-errors.ts';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { FormActions } from '../../../shared/form/form-actions.tsx';

export interface PartnerFormProps {
  onSubmit: (request: PartnerRequest) => Promise<unknown>;
  sending: boolean;
}

/** Spec 3 §5: modalita is required; monthly invoicing and commissions on invoice start on (§9). */
export function PartnerForm({ onSubmit, sending }: PartnerFormProps) {
  const { t } = useTranslation();
  const form = useZodForm(PartnerRequestSchema, { ...PARTNER_DEFAULTS });
  const modalita = useController({ control: form.control, name: 'modalita' });
  const monthly = useController({ control: form.control, name: 'fatturazione_mensile' });
  const commissions = useController({ control: form.control, name: 'provvigioni_in_fattura' });

  const submit = form.handleSubmit(async (request) => {
    try {
      await onSubmit(request);
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('partner:form')} data-testid="partner-form">
      <Stack gap="lg">
        <Radio.Group
          label={t('partner:modalita.label')}
          description={t('partner:modalita.help')}
          withAsterisk
          name={modalita.field.name}
          value={modalita.field.value ?? ''}
          onChange={modalita.field.onChange}
          error={translateFieldMessage(modalita.fieldState.error?.message)}
          data-testid="partner-modalita"
        >
          <Stack gap="sm" mt="xs">
            {PARTNER_MODES.map((mode) => (
              <Radio
                key={mode}
                value={mode}
                label={t(`partner:modalita.${mode}.label`)}
                description={t(`partner:modalita.${mode}.text`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Switch
          label={t('partner:fatturazione_mensile.label')}
          description={t('partner:fatturazione_mensile.text')}
          checked={monthly.field.value ?? true}
          onChange={(event) => monthly.field.onChange(event.currentTarget.checked)}
          data-testid="partner-monthly"
        />
        <Switch
          label={t('partner:provvigioni_in_fattura.label')}
          description={t('partner:provvigioni_in_fattura.text')}
          checked={commissions.field.value ?? true}
          onChange={(event) => commissions.field.onChange(event.currentTarget.checked)}
          data-testid="partner-commissions"
        />
        <FormActions>
          <Button type="submit" loading={sending} data-testid="partner-submit">
            {t('partner:submit')}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
