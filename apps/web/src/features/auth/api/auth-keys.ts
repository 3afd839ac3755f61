export const authKeys = {
  all: ['auth'] as const,
  companyAccess: () => [...authKeys.all, 'company-access'] as const,
};
