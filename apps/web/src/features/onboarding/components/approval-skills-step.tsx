import { Button, Radio, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalRequest, Company, Skill } from '@sportello/domain';
import { SkillsForm, useUpdateCompany } from '../../../modules/company/index.ts';
import { translateFieldMessage } from '../../../shared/form/field-message.ts';

type Kind = ApprovalRequest | '';

export interface ApprovalSkillsStepProps {
  company: Company;
  skills: readonly Skill[];
  onBack: () => void;
  /** The request went out: the page shows its thanks once the session says so. */
  onRequested: () => Promise<void>;
  onErrorCount: (count: number) => void;
}

/** Step 2: the customer/reseller choice, the skills, then the approval request itself (spec 1 §2.4, §5; spec 2 §4). */
export function ApprovalSkillsStep({ company, skills, onBack, onRequested, onErrorCount }: ApprovalSkillsStepProps) {
  const { t } = useTranslation();
  const update = useUpdateCompany();
  const [kind, setKind] = useState<Kind>('');
  const [kindError, setKindError] = useState<string | undefined>();
  const [skillErrors, setSkillErrors] = useState(0);

  const errorCount = skillErrors + (kindError ? 1 : 0);
  useEffect(() => onErrorCount(errorCount), [errorCount, onErrorCount]);

  const validate = () => {
    const error = kind ? undefined : translateFieldMessage('validation.required');
    setKindError(error);
    return !error;
  };

  const request = async () => {
    await update.mutateAsync({ id: company.id, changes: { approval: kind as ApprovalRequest } });
    await onRequested();
  };

  return (
    <SkillsForm
      company={company}
      skills={skills}
      reseller={kind === 'in approvazione rivenditore'}
      submitLabel={t('onboarding:approval.send')}
      validate={validate}
      onSaved={request}
      onErrorCount={setSkillErrors}
      header={
        <Radio.Group
          label={t('onboarding:approval.kind.label')}
          withAsterisk
          value={kind}
          onChange={(value) => {
            setKind(value as Kind);
            setKindError(undefined);
          }}
          error={kindError}
          data-testid="approval-kind"
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="in approvazione cliente"
              label={t('onboarding:approval.kind.customer')}
              description={t('onboarding:approval.kind.customerText')}
            />
            <Radio
              value="in approvazione rivenditore"
              label={t('onboarding:approval.kind.reseller')}
              description={t('onboarding:approval.kind.resellerText')}
            />
          </Stack>
        </Radio.Group>
      }
      secondary={(busy) => (
        <Button variant="default" onClick={onBack} disabled={busy}>
          {t('onboarding:approval.back')}
        </Button>
      )}
    />
  );
}
