/** Query keys of the company's billing profile and of the catalogues its forms use (onboarding, company page, skills). */
export const companyKeys = {
  all: ['company'] as const,
  company: (id: number) => [...companyKeys.all, id] as const,
  skills: () => ['skills'] as const,
  countries: (language: string) => ['countries', language] as const,
};
