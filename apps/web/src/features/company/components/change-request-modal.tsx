import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  BILLING_LIMITS,
  BillingChangeRequestSchema,
  CHANGE_REQUEST_NOTE_MAX,
  TIPOLOGIE,
  type Company,
  VAT_NUMBER_TYPED_MAX,
} from '@sportello/domain';
import { useCountryOptions } from '../../../modules/company/index.ts';
import { SelectField } from '../../../shared/form/select-field.tsx';
import { applyServerErrors } from '../../../shared/form/server-errors.ts';
import { TextareaField } from '../../../shared/form/textarea-field.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useChangeRequest } from '../api/company-page-api.ts';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';

export interface ChangeRequestModalProps {
  company: Company;
  opened: boolean;
  onClose: () => void;
}

/** A locked profile's type, name, country or VAT number change, sent to the finance team (spec 1 §5). */
export function ChangeRequestModal({ company, opened, onClose }: ChangeRequestModalProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const countries = useCountryOptions(language);
  const send = useChangeRequest();
  const { control, handleSubmit, setError, formState, reset } = useZodForm(BillingChangeRequestSchema, {
    tipologia: company.tipologia,
    ragione_sociale: company.ragione_sociale,
    stato: company.stato,
    partita_iva: company.partita_iva ?? '',
    note: '',
  });

  const submit = handleSubmit(async (data) => {
    try {
      await send.mutateAsync(data);
      reset();
      onClose();
    } catch (error) {
      applyServerErrors(error, setError);
    }
  });

  return (
    <Dialog
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      opened={opened}
      onClose={onClose}
      title={t('company:page.changeRequest.title')}
      size="lg"
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="change-request-form">
        <Stack gap="md">
          <Text size="sm">{t('company:page.changeRequest.text')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <SelectField
              control={control}
              name="tipologia"
              label={t('company:fields.tipologia')}
              data={TIPOLOGIE.map((value) => ({ value, label: t(`company:tipologie.${value}`) }))}
              allowDeselect={false}
              withAsterisk
            />
            <TextField
              control={control}
              name="ragione_sociale"
              label={t('company:fields.ragione_sociale')}
              maxLength={BILLING_LIMITS.ragione_sociale}
              withAsterisk
            />
            <SelectField
              control={control}
              name="stato"
              label={t('company:fields.stato')}
              data={countries.data ?? [{ value: company.stato, label: company.stato }]}
              searchable
              allowDeselect={false}
              withAsterisk
            />
            <TextField
              control={control}
              name="partita_iva"
              label={t('company:fields.partita_iva')}
              maxLength={VAT_NUMBER_TYPED_MAX}
            />
          </SimpleGrid>
          <TextareaField
            control={control}
            name="note"
            label={t('company:page.changeRequest.note')}
            maxLength={CHANGE_REQUEST_NOTE_MAX}
            rows={4}
          />
          <FormActions>
            <Button variant="default" onClick={onClose}>
              {t('company:page.cancel')}
            </Button>
            <Button type="submit" loading={formState.isSubmitting} data-testid="change-request-submit">
              {t('company:page.changeRequest.send')}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Dialog>
  );
}
