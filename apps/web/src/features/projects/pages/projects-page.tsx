import { Card, Group, Pagination, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useUserInfo } from '../../../shared/session/session.ts';
import { useCreateProject, useProjectRequirements, useProjects } from '../api/projects.ts';
import { ProjectCard } from '../components/project-card.tsx';
import { ProjectForm } from '../components/project-form.tsx';

/** /projects (spec 3 'Progetti'): the submit form and the projects the company has sent. */
export function ProjectsPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const projects = useProjects();
  const requirements = useProjectRequirements();
  const create = useCreateProject();
  const { query, items, pagination } = projects;

  return (
    <PageLayout width="form" testId="projects-page" title={t('routes:projects')} description={t('projects:intro')}>
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
              pagination.onChange(1);
            }}
          />
        )}
      </Card>
      {/* The list waits for the form above it: drawn first, it would be pushed down when the form
          replaced its skeleton (a layout shift of 0.19 on a phone, issue 13). */}
      {!requirements.isPending && (
        <Stack gap="sm" component="section" aria-labelledby="project-list-title">
          <Title order={2} size="h4" id="project-list-title">
            {t('projects:list.title')}
          </Title>
          <div aria-live="polite" aria-busy={query.isFetching}>
            {query.isPending && <ListLoading />}
            {query.isError && <ListError text={t('projects:list.error')} />}
            {query.data?.total === 0 && <ListEmpty text={t('projects:list.empty')} />}
            <Stack gap="sm" data-testid="project-list">
              {items.map((project) => (
                <ProjectCard key={project.id} project={project} />
              ))}
            </Stack>
          </div>
          {pagination.totalPages > 1 && (
            <Group justify="center">
              <Pagination
                total={pagination.totalPages}
                value={pagination.page}
                onChange={pagination.onChange}
                getControlProps={(control) => ({ 'aria-label': t(`common:list.${control}`) })}
                getItemProps={(n) => ({ 'aria-label': t('common:list.page', { page: n }) })}
              />
            </Group>
          )}
        </Stack>
      )}
    </PageLayout>
  );
}
