export const projectsKeys = {
  all: ['projects'] as const,
  list: () => [...projectsKeys.all, 'list'] as const,
  requirements: () => [...projectsKeys.all, 'requirements'] as const,
};
