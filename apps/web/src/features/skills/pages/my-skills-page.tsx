import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SkillsForm, useCompany, useSkills } from '../../../modules/company/index.ts';
import { ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { PageHeader } from '../../../shared/page/page-header.tsx';
import { useUserInfo } from '../../../shared/session/session.ts';

/** My skills (spec 2 §2): the company's skills and main skill, the same form as the approval request's. */
export function MySkillsPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const companyId = user?.id_azienda ?? 0;
  return (
    <Stack gap="lg" data-testid="my-skills-page">
      <PageHeader title={t('routes:my_skills')} />
      {companyId > 0 && <MySkills companyId={companyId} reseller={user?.is_reseller ?? false} saveLabel={t('company:save')} />}
    </Stack>
  );
}

function MySkills({ companyId, reseller, saveLabel }: { companyId: number; reseller: boolean; saveLabel: string }) {
  const company = useCompany(companyId);
  const skills = useSkills();
  if (company.isError || skills.isError) return <ListError />;
  if (!company.data || !skills.data) return <ListLoading rows={2} />;
  return (
    <Paper withBorder radius="md" p="md" maw={720}>
      <SkillsForm company={company.data} skills={skills.data} reseller={reseller} submitLabel={saveLabel} />
    </Paper>
  );
}
