export const onboardingKeys = {
  all: ['onboarding'] as const,
  terms: (type: string) => [...onboardingKeys.all, 'terms', type] as const,
};
