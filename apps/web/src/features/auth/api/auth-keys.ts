export const authKeys = {
  all: ['auth'] as const,
  companyAccess: () => [...authKeys.all, 'company-access'] as const,
  invite: (antk: string) => [...authKeys.all, 'invite', antk] as const,
  authRequest: (aid: number, uid: number, tok: string) => [...authKeys.all, 'auth-request', aid, uid, tok] as const,
};
