// Users and access: who belongs to a company with which grants, the invitations to it and the
// requests to administer it.
export {
  deleteInvites,
  findCompanyInvite,
  findCompanyUser,
  isCompanyMember,
  listCompanyInvites,
  listCompanyUsers,
  mailLanguageFor,
  removeCompanyAccess,
  setEmailSubscriptions,
  updateCompanyAccess,
  updateInviteAccess,
  type CompanyAccessRow,
  type InviteRow,
} from './company-users-store.ts';
export {
  addCompanyAccess,
  consumeInvite,
  createInvite,
  deleteExpiredInvites,
  EXPIRED_INVITE_KEEP_DAYS,
  findLiveInvite,
  INVITE_TTL_DAYS,
  keyDigest,
  renewInviteKey,
  type LiveInvite,
  type NewInvite,
} from './invite-store.ts';
export {
  consumeEmailChangeToken,
  consumeEmailToken,
  deleteExpiredEmailTokens,
  EMAIL_TOKEN_TTL_MS,
  insertEmailToken,
  isLiveEmailToken,
  pendingEmailOf,
  voidEmailTokens,
  type EmailTokenPurpose,
} from './email-token-store.ts';
export {
  acceptTotpCode,
  createUser,
  markEmailVerified,
  markLoggedIn,
  savePasswordHash,
  savePersonalData,
  setConfirmedEmail,
  setTotpSecret,
  type PersonalData,
} from './account-store.ts';
export { deleteRecoveryCodes, replaceRecoveryCodes } from './recovery-codes.ts';
export {
  AUTH_REQUEST_TTL_DAYS,
  consumeAuthRequest,
  createAuthRequest,
  deleteExpiredAuthRequests,
  findLiveAuthRequest,
  type AuthRequestKey,
  type NewAuthRequest,
} from './auth-request-store.ts';
