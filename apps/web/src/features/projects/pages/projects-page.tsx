import { Card, Group, Pagination, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { paginate } from '../../../shared/list-page/pagination.ts';
import { PageHeader } from '../../../shared/page/page-header.tsx';
import { useUserInfo } from '../../../shared/session/session.ts';
import { useCreateProject, useProjectRequirements, useProjects } from '../api/projects.ts';
import { ProjectCard } from '../components/project-card.tsx';
import { ProjectForm } from '../components/project-form.tsx';

const PAGE_SIZE = 5;

/** /projects (spec 3 'Progetti'): the submit form and the projects the company has sent. */
export function ProjectsPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const projects = useProjects();
  const requirements = useProjectRequirements();
  const create = useCreateProject();
  const [page, setPage] = useState(1);
  const current = paginate(projects.data ?? [], page, PAGE_SIZE);

  return (
    <Stack gap="lg" data-testid="projects-page">
      <PageHeader title={t('routes:projects')} description={t('projects:intro')} />
      <Card withBorder padding="lg" component="section" aria-labelledby="project-form-title">
        <Title order={2} size="h4" id="project-form-title" mb="md">
          {t('projects:form.title')}
        </Title>
        {requirements.isPending && <ListLoading rows={3} />}
        {requirements.isError && <ListError text={t('projects:requirements.error')} />}
        {requirements.data && (
          <ProjectForm
            currency={user?.currency ?? 'EUR'}
            requirements={requirements.data}
            sending={create.isPending}
            onSubmit={async (project) => {
              await create.mutateAsync(project);
              setPage(1);
            }}
          />
        )}
      </Card>
      <Stack gap="sm" component="section" aria-labelledby="project-list-title">
        <Title order={2} size="h4" id="project-list-title">
          {t('projects:list.title')}
        </Title>
        <div aria-live="polite" aria-busy={projects.isFetching}>
          {projects.isPending && <ListLoading />}
          {projects.isError && <ListError text={t('projects:list.error')} />}
          {projects.data?.length === 0 && <ListEmpty text={t('projects:list.empty')} />}
          <Stack gap="sm" data-testid="project-list">
            {current.items.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </Stack>
        </div>
        {current.totalPages > 1 && (
          <Group justify="center">
            <Pagination
              total={current.totalPages}
              value={current.page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': t(`common:list.${control}`) })}
              getItemProps={(n) => ({ 'aria-label': t('common:list.page', { page: n }) })}
            />
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
