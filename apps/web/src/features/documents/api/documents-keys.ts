export const documentsKeys = {
  all: ['documents'] as const,
  list: (language: string) => [...documentsKeys.all, 'list', language] as const,
  contract: (type: string, language: string) => [...documentsKeys.all, 'contract', type, language] as const,
};
