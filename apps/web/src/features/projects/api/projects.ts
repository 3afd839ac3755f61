import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectInput } from '@sportello/domain';
import { projectsApi } from '@sportello/domain/api';
import { api } from '../../../shared/http/api-client.ts';
import { useListQuery } from '../../../shared/list-page/use-list-query.ts';
import { scopedKey } from '../../../shared/query/query-keys.ts';

const PAGE_SIZE = 5;

/** The projects area's query keys, under the acting user and company. */
const projectsKeys = {
  list: ['projects', 'list'] as const,
  requirements: () => scopedKey('projects', 'requirements'),
};

/** GET /rest/projects: a page of the company's projects, newest first; the page in the URL. */
export const useProjects = () =>
  useListQuery(projectsApi.list, { key: projectsKeys.list, defaultSort: '-created_at', size: PAGE_SIZE });

/** GET /rest/project_requirements: skills, tech skills and business sectors. */
export function useProjectRequirements() {
  return useQuery({
    queryKey: projectsKeys.requirements(),
    queryFn: ({ signal }) => api(projectsApi.requirements, {}, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** POST /rest/projects; the answer's message is toasted by the client. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (project: ProjectInput) => api(projectsApi.create, { body: project }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scopedKey(...projectsKeys.list) }),
  });
}
