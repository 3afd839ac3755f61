import { Card, Group, Stack, Title } from '@mantine/core';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvButton } from '../../../shared/list-page/csv-button.tsx';
import { ListPagination } from '../../../shared/list-page/list-section.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { lazyPart } from '../../../shared/schedule/lazy-part.ts';
import { useUserInfo } from '../../../shared/session/session.ts';
import { useCreateProject, useProjectRequirements, useProjects } from '../api/projects.ts';
import { ProjectCard } from '../components/project-card.tsx';

/**
 * The form brings the form library, its inputs and the schemas: fetched beside the requirements it
 * needs anyway, not before the page's first paint (issue 13: largest contentful paint on a phone).
 */
const ProjectForm = lazyPart(() => import('../components/project-form.tsx').then((m) => m.ProjectForm));

/** /projects (spec 3 'Progetti'): the submit form and the projects the company has sent. */
export function ProjectsPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const projects = useProjects();
  const requirements = useProjectRequirements();
  const create = useCreateProject();
  const { pagination } = projects;
  useEffect(() => void ProjectForm.preload().catch(() => undefined), []);

  return (
    <PageLayout width="form" testId="projects-page" title={t('routes:projects')} description={t('projects:intro')}>
      {/* Until the form's code is there the page stays as it is while the requirements load: the list
          below never appears first to be pushed down by the form (a layout shift of 0.19 on a phone). */}
      <Suspense
        fallback={
          <FormCard>
            <ListLoading rows={3} />
          </FormCard>
        }
      >
        <FormCard>
          {requirements.isPending && <ListLoading rows={3} />}
          {requirements.isError && <ListError text={t('projects:requirements.error')} />}
          {requirements.data && (
            <ProjectForm.Component
              currency={user?.currency ?? 'EUR'}
              requirements={requirements.data}
              sending={create.isPending}
              onSubmit={async (project) => {
                await create.mutateAsync(project);
                pagination.onChange(1);
              }}
            />
          )}
        </FormCard>
        {!requirements.isPending && <SentProjects projects={projects} />}
      </Suspense>
    </PageLayout>
  );
}

/** The projects the company has sent, newest first, a page at a time. */
function SentProjects({ projects }: { projects: ReturnType<typeof useProjects> }) {
  const { t } = useTranslation();
  const { query, items, pagination, csvHref } = projects;
  return (
    <Stack gap="sm" component="section" aria-labelledby="project-list-title">
      <Group justify="space-between" align="end">
        <Title order={2} size="h4" id="project-list-title">
          {t('projects:list.title')}
        </Title>
        <CsvButton href={csvHref} testId="projects-csv" />
      </Group>
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
      <ListPagination pagination={pagination} />
    </Stack>
  );
}

function FormCard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="project-form-title">
      <Title order={2} size="h4" id="project-form-title" mb="md">
        {t('projects:form.title')}
      </Title>
      {children}
    </Card>
  );
}
