import { z } from 'zod';
import { EMAIL_SUBSCRIPTIONS, GRANTS, type EmailSubscription } from '../access/grants.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { ASSIGNABLE_GRANTS, normalizeGrants, type AssignableGrant } from './user-grants.ts';

export { ASSIGNABLE_GRANTS, displayedGrants, isOwner, normalizeGrants, type AssignableGrant } from './user-grants.ts';

/** Spec 3 §5, §9: the invited address. */
export const INVITE_EMAIL_MAX = 100;

const AT_LEAST_ONE: MessageKey = 'users.at_least_one';

function normalizeSubscriptions(subs: readonly EmailSubscription[]): EmailSubscription[] {
  return EMAIL_SUBSCRIPTIONS.filter((s) => subs.includes(s));
}

const choiceShape = {
  grants: z.array(z.enum(ASSIGNABLE_GRANTS)).max(ASSIGNABLE_GRANTS.length),
  email_subscriptions: z.array(z.enum(EMAIL_SUBSCRIPTIONS)).max(EMAIL_SUBSCRIPTIONS.length),
};
type Choice = { grants: AssignableGrant[]; email_subscriptions: EmailSubscription[] };

/** Spec 3 §5: at least one grant or one subscription ('Attiva almeno una tipologia di permessi o di notifiche'). */
export function hasAnyAccess(choice: Choice): boolean {
  return choice.grants.length + choice.email_subscriptions.length > 0;
}

const atLeastOne = {
  message: AT_LEAST_ONE,
  path: ['grants'],
  // Shown together with an invalid e-mail, as soon as the switches themselves are valid.
  when: ({ issues }: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !issues.some((issue) => ['grants', 'email_subscriptions'].includes(String(issue.path?.[0]))),
};

const normalizeChoice = <T extends Choice>(v: T): T => ({
  ...v,
  grants: normalizeGrants(v.grants),
  email_subscriptions: normalizeSubscriptions(v.email_subscriptions),
});

/** PUT /rest/users/{id} and PUT /rest/invites/{email}: grants and e-mail subscriptions. */
export const AccessChoiceSchema = z.object(choiceShape).refine(hasAnyAccess, atLeastOne).transform(normalizeChoice);
export type AccessChoice = z.output<typeof AccessChoiceSchema>;
export type AccessChoiceInput = z.input<typeof AccessChoiceSchema>;

export const inviteEmailField = () => z.string().trim().min(1).max(INVITE_EMAIL_MAX).pipe(z.email());

/** POST /rest/invites: a new invitation (spec 3 §7). */
export const InviteFormSchema = z
  .object({ email: inviteEmailField(), ...choiceShape })
  .refine(hasAnyAccess, atLeastOne)
  .transform(normalizeChoice);
export type InviteForm = z.input<typeof InviteFormSchema>;

/** POST /rest/invites with action=resend: a new key and a new mail for a pending invitation. */
export const ResendInviteSchema = z.object({
  action: z.literal('resend'),
  email: z.string().trim().min(1).max(INVITE_EMAIL_MAX),
});

/** The path part `{email}` of /rest/invites/{email}. */
export const InviteEmailParamsSchema = z.object({ email: z.string().trim().min(1).max(INVITE_EMAIL_MAX) });

/** GET /rest/users: a user of the company (spec 3 §3). */
export const CompanyUserSchema = z.object({
  id: z.number().int(),
  mail: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  username: z.string(),
  grants: z.array(z.enum(GRANTS)),
  email_subscriptions: z.array(z.enum(EMAIL_SUBSCRIPTIONS)),
});
export type CompanyUser = z.infer<typeof CompanyUserSchema>;

/**
 * GET /rest/invites: a pending invitation of the company (spec 3 §3); names
 * come from the account already using the address, when there is one.
 */
export const PendingInviteSchema = z.object({
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  grants: z.array(z.enum(GRANTS)),
  email_subscriptions: z.array(z.enum(EMAIL_SUBSCRIPTIONS)),
  expires_at: z.iso.datetime(),
  expired: z.boolean(),
});
export type PendingInvite = z.infer<typeof PendingInviteSchema>;

/** Answer of the users calls that change nothing the page needs back. */
export const OkResultSchema = z.object({ result: z.literal('ok') });
