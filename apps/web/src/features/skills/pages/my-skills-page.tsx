import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SkillsForm, useCompany, useSkills } from '../../../modules/company/index.ts';
import { ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useUserInfo } from '../../../shared/session/session.ts';

/** My skills (spec 2 §2): the company's skills and main skill, the same form as the approval request's. */
export function MySkillsPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const companyId = user?.id_azienda ?? 0;
  return (
    <PageLayout width="form" testId="my-skills-page" title={t('routes:my_skills')}>
      {companyId > 0 && (
        <MySkills companyId={companyId} reseller={user?.is_reseller ?? false} saveLabel={t('company:save')} />
      )}
    </PageLayout>
  );
}

function MySkills({ companyId, reseller, saveLabel }: { companyId: number; reseller: boolean; saveLabel: string }) {
  const company = useCompany(companyId);
  const skills = useSkills();
  if (company.isError || skills.isError) return <ListError />;
  if (!company.data || !skills.data) return <ListLoading rows={2} />;
  return (
    <Paper withBorder radius="md" p="md">
      <SkillsForm company={company.data} skills={skills.data} reseller={reseller} submitLabel={saveLabel} />
    </Paper>
  );
}
