import { Alert, Anchor, Badge, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { isApprovalRequest, redirectAfterAuth } from '@sportello/domain';
import { BillingForm, useCompany, useSkills } from '../../../modules/company/index.ts';
import { ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { asyncStateOf } from '../../../shared/query/async-state.ts';
import { useLogout } from '../../../shared/session/logout.ts';
import { loadUserInfo, useUserInfo } from '../../../shared/session/session.ts';
import { AuthCard } from '../../../shared/ui/auth-card.tsx';
import { ApprovalSkillsStep } from '../components/approval-skills-step.tsx';

/** While the request waits for an operator, the session is asked again now and then: approval moves the user on. */
const PENDING_POLL_MS = 60_000;

/** /auth/approval_request: billing data, skills, the customer/reseller choice; thanks while pending. */
export function ApprovalRequestPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const user = useUserInfo();
  const pending = isApprovalRequest(user?.approval);

  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void loadUserInfo().catch(() => null), PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [pending]);

  if (user?.approval === 'approvato') return <Navigate to={redirectAfterAuth({ ref: params.get('ref') })} replace />;
  return (
    <AuthCard title={t('onboarding:approval.title')} width={pending ? 560 : 760}>
      {user && (pending ? <Thanks /> : <ApprovalWizard companyId={user.id_azienda ?? 0} />)}
    </AuthCard>
  );
}

function LogoutLink() {
  const { t } = useTranslation();
  const { logout } = useLogout();
  return (
    <Group justify="flex-end">
      <Anchor component="button" type="button" onClick={logout} size="sm" data-testid="approval-logout">
        {t('onboarding:approval.logout')}
      </Anchor>
    </Group>
  );
}

function Thanks() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="approval-thanks">
      <Alert
        variant="light"
        icon={<IconHeartHandshake size={20} aria-hidden />}
        title={t('onboarding:approval.thanks.title')}
      >
        {t('onboarding:approval.thanks.text')}
      </Alert>
      <LogoutLink />
    </Stack>
  );
}

type Step = 'billing' | 'skills';

function ApprovalWizard({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const company = useCompany(companyId);
  const skills = useSkills();
  const [step, setStep] = useState<Step>('billing');
  const [billingErrors, setBillingErrors] = useState(0);
  const [skillErrors, setSkillErrors] = useState(0);
  const state = asyncStateOf(company);

  const saved = useCallback(async () => {
    // Spec 1 §4: a saved billing form refreshes the session when it is the current company.
    await loadUserInfo().catch(() => null);
    setStep('skills');
  }, []);

  if (state === 'pending') return <ListLoading rows={5} />;
  if (state === 'error' || !company.data) return <ListError />;
  const billingComplete = company.data.hasCompleteBillingData;

  const badge = (count: number) =>
    count > 0 ? (
      <Badge size="sm" color="red" variant="filled" circle role="img" aria-label={t('company:errorsBadge', { count })}>
        {count}
      </Badge>
    ) : null;

  return (
    <Stack gap="md">
      <Text>{t('onboarding:approval.intro')}</Text>
      <Tabs value={step} onChange={(value) => value && setStep(value as Step)} keepMounted>
        <Tabs.List grow>
          <Tabs.Tab value="billing" rightSection={badge(billingErrors)} data-testid="tab-billing">
            1. {t('onboarding:approval.steps.billing')}
          </Tabs.Tab>
          <Tabs.Tab
            value="skills"
            rightSection={badge(skillErrors)}
            disabled={!billingComplete}
            data-testid="tab-skills"
          >
            2. {t('onboarding:approval.steps.skills')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="billing" pt="md">
          <BillingForm
            company={company.data}
            submitLabel={t('onboarding:approval.next')}
            onSaved={() => void saved()}
            onErrorCount={setBillingErrors}
          />
        </Tabs.Panel>
        <Tabs.Panel value="skills" pt="md">
          {skills.data ? (
            <ApprovalSkillsStep
              company={company.data}
              skills={skills.data}
              onBack={() => setStep('billing')}
              onRequested={async () => {
                await loadUserInfo().catch(() => null);
              }}
              onErrorCount={setSkillErrors}
            />
          ) : (
            <ListLoading rows={3} />
          )}
        </Tabs.Panel>
      </Tabs>
      <LogoutLink />
    </Stack>
  );
}
