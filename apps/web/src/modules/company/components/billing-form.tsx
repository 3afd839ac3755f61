import { Alert, Button, SimpleGrid, Stack } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import {
  BILLING_LIMITS,
  billingFieldVisibility,
  CompanyBillingSchema,
  CURRENCIES,
  TIPOLOGIE,
  type Company,
} from '@sportello/domain';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { SelectField } from '../../../shared/form/select-field.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useZodForm } from '../../../shared/form/zod-form.ts';
import { BillingAddressFields } from './billing-address-fields.tsx';
import { billingLocks } from './billing-locks.ts';
import { BillingTaxFields } from './billing-tax-fields.tsx';
import { billingValuesOf } from './billing-values.ts';
import { useSaveBilling } from './use-save-billing.ts';

export interface BillingFormProps {
  company: Company;
  /** The submit button's text ('Salva e continua' in the approval request, 'Salva' on the company page). */
  submitLabel: string;
  onSaved?: (saved: Company) => void;
  /** Field errors, counted for a tab's badge. */
  onErrorCount?: (count: number) => void;
  /** false: the currency is changed elsewhere (the company page's toggle). */
  withCurrency?: boolean;
  /** Further buttons beside the submit one (the company page's change request of a locked profile). */
  actions?: ReactNode;
}

/** The billing data, with the rules of spec 1 §5 (CompanyBillingSchema); PUT /rest/company/{id} on submit. */
export function BillingForm({
  company,
  submitLabel,
  onSaved,
  onErrorCount,
  withCurrency = true,
  actions,
}: BillingFormProps) {
  const { t } = useTranslation();
  const form = useZodForm(CompanyBillingSchema, billingValuesOf(company));
  const { control, formState } = form;
  const [tipologia, stato, citta] = useWatch({ control, name: ['tipologia', 'stato', 'citta'] });
  const visible = billingFieldVisibility({ tipologia, stato });
  const locks = billingLocks(company);
  const { locked, lockHint } = locks;
  const { submit, failure } = useSaveBilling(form, company, onSaved);

  const errorCount = Object.keys(formState.errors).length;
  useEffect(() => onErrorCount?.(errorCount), [errorCount, onErrorCount]);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="billing-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <SelectField
            control={control}
            name="tipologia"
            label={t('company:fields.tipologia')}
            data={TIPOLOGIE.map((value) => ({ value, label: t(`company:tipologie.${value}`) }))}
            allowDeselect={false}
            withAsterisk
            disabled={locked('tipologia')}
            description={lockHint('tipologia')}
          />
          <TextField
            control={control}
            name="ragione_sociale"
            label={t('company:fields.ragione_sociale')}
            maxLength={BILLING_LIMITS.ragione_sociale}
            withAsterisk
            disabled={locked('ragione_sociale')}
            description={lockHint('ragione_sociale')}
          />
          <BillingAddressFields
            form={form}
            stato={stato}
            citta={citta}
            provinciaLabel={t(`company:fields.${visible.provinciaLabel}`)}
            locks={locks}
          />
          <BillingTaxFields form={form} visible={visible} locks={locks} />
          {withCurrency && (
            <SelectField
              control={control}
              name="currency"
              label={t('company:fields.currency')}
              data={[...CURRENCIES]}
              allowDeselect={false}
              withAsterisk
              disabled={locked('currency')}
              description={lockHint('currency')}
            />
          )}
        </SimpleGrid>
        {failure !== null && (
          <Alert color="red" variant="light" title={t('company:saveError')} role="alert" data-testid="billing-failure">
            {failure}
          </Alert>
        )}
        <FormActions>
          {actions}
          <Button type="submit" loading={formState.isSubmitting} data-testid="billing-submit">
            {submitLabel}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
