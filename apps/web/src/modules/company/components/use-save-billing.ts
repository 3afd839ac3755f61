import { useState } from 'react';
import type { Company, CompanyBillingInput } from '@sportello/domain';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { useUpdateCompany } from '../api/company-api.ts';
import type { BillingFormHandle } from './billing-values.ts';

/** PUT /rest/company/{id} with the form's values: the toast when saved, else the failure and the server's field errors. */
export function useSaveBilling(form: BillingFormHandle, company: Company, onSaved?: (saved: Company) => void) {
  const update = useUpdateCompany();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (data) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ id: company.id, changes: data, notify: false });
      notify({ level: 'success', message: translateFieldMessage('company.updated') ?? '' });
      onSaved?.(saved);
    } catch (error) {
      // Spec 1 §8, spec 2 §8: 'Errore di salvataggio' with the server's message, and its field errors on the fields.
      if (!isApiError(error)) return;
      setFailure(error.message);
      Object.entries(error.errors ?? {}).forEach(([field, message], index) =>
        form.setError(field as keyof CompanyBillingInput, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
    }
  });
  return { submit, failure };
}
