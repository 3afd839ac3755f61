import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RedirectSchema, type ServiceDetail } from '@sportello/domain';
import { FormActions } from '../../../shared/form/form-actions.tsx';
import { issueText } from './issue-text.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { notify } from '../../../shared/notify/notify.ts';
import { silentSaveError, useSaveService } from '../api/services-api.ts';

/** The Redirect tab (spec 3 §2, §6, §7): the target, changed with the developer grant. */
export function RedirectTab({ detail }: { detail: ServiceDetail }) {
  const { t } = useTranslation();
  const save = useSaveService(detail.dominio);
  const [target, setTarget] = useState(detail.redirect ?? '');
  const [error, setError] = useState<string | undefined>();
  if (!detail.can_manage) {
    return (
      <Stack gap="sm" data-testid="redirect-tab">
        <Text size="sm">
          {t('services:redirect.current')}: <strong>{detail.redirect}</strong>
        </Text>
        <Alert color="gray" variant="light">
          {t('services:panel.notAllowed')}
        </Alert>
      </Stack>
    );
  }
  const submit = () => {
    const parsed = RedirectSchema.safeParse(target);
    if (!parsed.success) return setError(parsed.error.issues[0] && issueText(parsed.error.issues[0]));
    setError(undefined);
    save.mutate(
      { redirect: parsed.data },
      {
        onSuccess: () => notify({ level: 'success', message: t('services:redirect.saved') }),
        onError: (e) => {
          if (!silentSaveError(e))
            notify({ level: 'danger', message: isApiError(e) ? e.message : t('services:redirect.failed') });
        },
      },
    );
  };
  return (
    <Stack gap="sm" maw={640} data-testid="redirect-tab">
      <TextInput
        label={t('services:redirect.target')}
        description={t('services:redirect.help', { domain: detail.dominio })}
        value={target}
        onChange={(e) => setTarget(e.currentTarget.value)}
        error={error}
        data-testid="redirect-target"
      />
      <FormActions>
        <Button
          onClick={submit}
          loading={save.isPending}
          disabled={target === (detail.redirect ?? '')}
          data-testid="redirect-save"
        >
          {t('services:redirect.save')}
        </Button>
      </FormActions>
    </Stack>
  );
}
