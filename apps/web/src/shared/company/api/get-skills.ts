import { useQuery } from '@tanstack/react-query';
import type { Skill } from '@sportello/domain';
import { http } from '../../http/http-client.ts';
import { companyKeys } from './company-keys.ts';

/** GET /rest/skills: the catalogue, sorted by tipo, then nome. */
export function getSkills(): Promise<Skill[]> {
  return http.get<Skill[]>('/rest/skills');
}

export function useSkills() {
  return useQuery({ queryKey: companyKeys.skills(), queryFn: getSkills, staleTime: 30 * 60_000 });
}
