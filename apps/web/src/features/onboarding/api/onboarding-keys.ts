export const onboardingKeys = {
  all: ['onboarding'] as const,
  terms: (type: string) => [...onboardingKeys.all, 'terms', type] as const,
  company: (id: number) => [...onboardingKeys.all, 'company', id] as const,
  skills: () => [...onboardingKeys.all, 'skills'] as const,
  countries: (language: string) => [...onboardingKeys.all, 'countries', language] as const,
};
