// Users and access: who belongs to a company with which grants, and the invitations to it.
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
