import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { listQuerySchema, pageSchema } from '../api/list.ts';
import {
  AccessChoiceSchema,
  CompanyUserSchema,
  InviteEmailParamsSchema,
  OkResultSchema,
  PendingInviteSchema,
  type InviteForm,
} from './users-schemas.ts';
import { IdParamsSchema } from '../validators/id.ts';

const ADMIN = { route: 'users' } as const;

export const UsersListQuerySchema = listQuerySchema(['name', 'username', 'mail'], 'name');
export const InvitesListQuerySchema = listQuerySchema(['created_at', 'email', 'expires_at'], '-created_at');

/**
 * POST /rest/invites takes a new invitation, or `action: 'resend'` with the address of a pending
 * one. The server validates the shape the action names (InviteFormSchema, ResendInviteSchema), so
 * each field gets its own message — a union would report one for the whole body.
 */
const InvitePostSchema = z.looseObject({ action: z.string().optional() }) as unknown as z.ZodType<
  InvitePost,
  InvitePost
>;
export type InvitePost = InviteForm | { action: 'resend'; email: string };

/** Company users and invitations (spec 3 §2, §5–§7). */
export const usersApi = {
  list: endpoint({
    method: 'GET',
    path: '/rest/users',
    access: ADMIN,
    summary: "The company's users with their grants and e-mail copies, a page at a time",
    query: UsersListQuerySchema,
    response: pageSchema(CompanyUserSchema),
  }),
  invites: endpoint({
    method: 'GET',
    path: '/rest/invites',
    access: ADMIN,
    summary: "The company's invitations, newest first (expired ones too, for a resend)",
    query: InvitesListQuerySchema,
    response: pageSchema(PendingInviteSchema),
  }),
  invite: endpoint({
    method: 'POST',
    path: '/rest/invites',
    access: ADMIN,
    summary:
      'Invite an address with grants and e-mail copies, or (action=resend) send a pending invitation again with a new key',
    body: InvitePostSchema,
    response: OkResultSchema,
    errors: {
      404: ['invite_not_found'],
      409: ['already_member', 'already_invited'],
      429: ['mail_limit_user', 'mail_limit_company'],
    },
  }),
  updateInvite: endpoint({
    method: 'PUT',
    path: '/rest/invites/:email',
    access: ADMIN,
    summary: "Change a pending invitation's grants and e-mail copies",
    params: InviteEmailParamsSchema,
    body: AccessChoiceSchema,
    response: OkResultSchema,
    errors: { 404: ['invite_not_found'] },
  }),
  cancelInvite: endpoint({
    method: 'DELETE',
    path: '/rest/invites/:email',
    access: ADMIN,
    summary: 'Cancel an invitation: its link stops working',
    params: InviteEmailParamsSchema,
    response: OkResultSchema,
    errors: { 404: ['invite_not_found'] },
  }),
  updateUser: endpoint({
    method: 'PUT',
    path: '/rest/users/:id',
    access: ADMIN,
    summary: "Change a user's grants and e-mail copies in the company (an owner's grants stay as they are)",
    params: IdParamsSchema,
    body: AccessChoiceSchema,
    response: OkResultSchema,
    errors: { 404: ['user_not_found'] },
  }),
  removeUser: endpoint({
    method: 'DELETE',
    path: '/rest/users/:id',
    // Any user may leave (remove themselves): removing someone else is the policy removeCompanyUser.
    access: 'company',
    summary: 'Remove a user from the company, or leave it (your own id); owners cannot be removed',
    params: IdParamsSchema,
    response: OkResultSchema,
    errors: { 404: ['user_not_found'], 409: ['owner'] },
  }),
} as const;
