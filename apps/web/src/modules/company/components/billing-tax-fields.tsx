import { useTranslation } from 'react-i18next';
import { BILLING_LIMITS, type BillingFieldVisibility, SDI_LENGTH, VAT_NUMBER_TYPED_MAX } from '@sportello/domain';
import { TextField } from '../../../shared/form/text-field.tsx';
import type { BillingLocks } from './billing-locks.ts';
import type { BillingFormHandle } from './billing-values.ts';

/** VAT number, tax code, PEC and SDI code, cells of the form's grid: each only where the company's type and country ask for it. */
export function BillingTaxFields({
  form,
  visible,
  locks: { locked, lockHint },
}: {
  form: BillingFormHandle;
  visible: BillingFieldVisibility;
  locks: BillingLocks;
}) {
  const { t } = useTranslation();
  const { control } = form;
  return (
    <>
      {visible.partita_iva && (
        <TextField
          control={control}
          name="partita_iva"
          label={t('company:fields.partita_iva')}
          maxLength={VAT_NUMBER_TYPED_MAX}
          disabled={locked('partita_iva')}
          description={lockHint('partita_iva')}
        />
      )}
      {visible.codice_fiscale && (
        <TextField
          control={control}
          name="codice_fiscale"
          label={t('company:fields.codice_fiscale')}
          maxLength={BILLING_LIMITS.codice_fiscale}
        />
      )}
      {visible.email_pec && (
        <TextField
          control={control}
          name="email_pec"
          label={t('company:fields.email_pec')}
          maxLength={BILLING_LIMITS.email_pec}
          type="email"
        />
      )}
      {visible.sdi && <TextField control={control} name="sdi" label={t('company:fields.sdi')} maxLength={SDI_LENGTH} />}
    </>
  );
}
