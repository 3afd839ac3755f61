import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Project, ProjectInput, Skill } from '@sportello/domain';
import { http } from '../../../shared/http/http-client.ts';
import { projectsKeys } from './projects-keys.ts';

/** GET /rest/projects: the company's submitted projects, newest first. */
export function useProjects() {
  return useQuery({
    queryKey: projectsKeys.list(),
    queryFn: ({ signal }) => http.get<Project[]>('/rest/projects', { signal }),
  });
}

/** GET /rest/project_requirements: skills, tech skills and business sectors. */
export function useProjectRequirements() {
  return useQuery({
    queryKey: projectsKeys.requirements(),
    queryFn: ({ signal }) => http.get<Skill[]>('/rest/project_requirements', { signal }),
    staleTime: 10 * 60_000,
  });
}

/** POST /rest/projects; the answer's message is toasted by the HTTP client. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (project: ProjectInput) => http.post<{ result: 'ok'; message: string; id: number }>('/rest/projects', project),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKeys.list() }),
  });
}
