export const partnerKeys = {
  all: ['partner'] as const,
  request: () => [...partnerKeys.all, 'request'] as const,
};
