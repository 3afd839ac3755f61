import {
  AccessChoiceSchema,
  CompanyUserSchema,
  DEFAULT_LANGUAGE,
  hasGrant,
  InviteEmailParamsSchema,
  InviteFormSchema,
  isLanguage,
  isOwner,
  OkResultSchema,
  PendingInviteSchema,
  ResendInviteSchema,
  UserIdParamsSchema,
  type Language,
} from '@sportello/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../platform/access/actor.ts';
import { actorOf } from '../../platform/access/require-actor.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Azienda } from '../../platform/db/schema.ts';
import { ErrorBodySchema } from '../../platform/http/error-body-schema.ts';
import { HttpError, notAuthorized } from '../../platform/http/http-error.ts';
import { RequestValidationError } from '../../platform/http/validation.ts';
import { createInvite, renewInviteKey } from '../../platform/invites/invite-store.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import {
  deleteInvites,
  findCompanyInvite,
  findCompanyUser,
  isCompanyMember,
  listCompanyInvites,
  listCompanyUsers,
  mailLanguageFor,
  removeCompanyAccess,
  updateCompanyAccess,
  updateInviteAccess,
} from './users-store.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const ADMIN = { route: 'users' } as const;

/** POST /rest/invites takes a new invitation, or `action: 'resend'` with the address of a pending one. */
const InvitePostSchema = z.looseObject({ action: z.string().optional() });

/**
 * Company users and invitations (spec 3 §2, §5–§7): every call works on the
 * company the session acts for, never on an id or address taken on trust
 * from another company — those answer 404 like one that does not exist.
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/users',
    {
      config: { access: ADMIN },
      schema: { tags: ['users'], summary: "The company's users with their grants and e-mail copies", response: { 200: z.array(CompanyUserSchema), ...errors } },
    },
    async (request) => listCompanyUsers(app.db, companyOf(actorOf(request)).id),
  );

  app.get(
    '/rest/invites',
    {
      config: { access: ADMIN },
      schema: { tags: ['users'], summary: "The company's invitations, newest first (expired ones too, for a resend)", response: { 200: z.array(PendingInviteSchema), ...errors } },
    },
    async (request) => listCompanyInvites(app.db, companyOf(actorOf(request)).id, new Date()),
  );

  app.post(
    '/rest/invites',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['users'],
        summary: 'Invite an address with grants and e-mail copies, or (action=resend) send a pending invitation again with a new key',
        body: InvitePostSchema,
        response: { 200: OkResultSchema, ...errors },
      },
    },
    async (request) => {
      const company = companyOf(actorOf(request));
      if (request.body.action === 'resend') {
        await resendInvite(app, company, parse(ResendInviteSchema, request.body).email);
      } else {
        await invite(app, company, actorOf(request).user.id, parse(InviteFormSchema, request.body));
      }
      return { result: 'ok' as const };
    },
  );

  app.put(
    '/rest/invites/:email',
    {
      config: { access: ADMIN },
      schema: { tags: ['users'], summary: "Change a pending invitation's grants and e-mail copies", params: InviteEmailParamsSchema, body: AccessChoiceSchema, response: { 200: OkResultSchema, ...errors } },
    },
    async (request) => {
      const changed = await updateInviteAccess(app.db, companyOf(actorOf(request)).id, request.params.email, request.body);
      if (!changed) throw inviteNotFound();
      return { result: 'ok' as const };
    },
  );

  app.delete(
    '/rest/invites/:email',
    {
      config: { access: ADMIN },
      schema: { tags: ['users'], summary: 'Cancel an invitation: its link stops working', params: InviteEmailParamsSchema, response: { 200: OkResultSchema, ...errors } },
    },
    async (request) => {
      if (!(await deleteInvites(app.db, companyOf(actorOf(request)).id, request.params.email))) throw inviteNotFound();
      return { result: 'ok' as const };
    },
  );

  app.put(
    '/rest/users/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['users'],
        summary: "Change a user's grants and e-mail copies in the company (an owner's grants stay as they are)",
        params: UserIdParamsSchema,
        body: AccessChoiceSchema,
        response: { 200: OkResultSchema, ...errors },
      },
    },
    async (request) => {
      const companyId = companyOf(actorOf(request)).id;
      const user = await findCompanyUser(app.db, companyId, request.params.id);
      if (!user) throw userNotFound();
      // Spec 3 §5: owners cannot be given grants through the form; their copies can change.
      const grants = isOwner(user.grants) ? user.grants : request.body.grants;
      await updateCompanyAccess(app.db, companyId, user.user_id, { grants, email_subscriptions: request.body.email_subscriptions });
      return { result: 'ok' as const };
    },
  );

  app.delete(
    '/rest/users/:id',
    {
      // Any user may leave (remove themselves); removing someone else needs admin, checked below.
      config: { access: 'company' },
      schema: {
        tags: ['users'],
        summary: 'Remove a user from the company, or leave it (your own id); owners cannot be removed',
        params: UserIdParamsSchema,
        response: { 200: OkResultSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const companyId = companyOf(actor).id;
      const leaving = request.params.id === actor.user.id && !actor.acting_as_customer;
      if (!leaving && !hasGrant(actor.grants, 'admin')) throw notAuthorized();
      const user = await findCompanyUser(app.db, companyId, request.params.id);
      if (!user) throw userNotFound();
      if (isOwner(user.grants)) throw new HttpError(409, 'users.owner_not_removable', { reason: 'owner' });
      await removeCompanyAccess(app.db, companyId, user.user_id);
      request.log.info({ company_id: companyId, user_id: user.user_id, by: actor.user.id }, leaving ? 'user left company' : 'user removed from company');
      return { result: 'ok' as const };
    },
  );
};

async function invite(
  app: FastifyInstance,
  company: Azienda,
  invitedBy: number,
  form: z.output<typeof InviteFormSchema>,
): Promise<void> {
  if (await isCompanyMember(app.db, company.id, form.email)) {
    throw new HttpError(409, 'users.already_member', { reason: 'already_member', errors: { email: 'users.already_member' } });
  }
  if (await findCompanyInvite(app.db, company.id, form.email)) {
    throw new HttpError(409, 'users.already_invited', { reason: 'already_invited', errors: { email: 'users.already_invited' } });
  }
  await app.db.transaction().execute(async (trx) => {
    const { antk } = await createInvite(trx, { companyId: company.id, invitedBy, ...form });
    await sendInvitation(app, company, form.email, antk, trx);
  });
}

async function resendInvite(app: FastifyInstance, company: Azienda, email: string): Promise<void> {
  const found = await findCompanyInvite(app.db, company.id, email);
  if (!found) throw inviteNotFound();
  await app.db.transaction().execute(async (trx) => {
    const antk = await renewInviteKey(trx, found.id);
    await sendInvitation(app, company, found.email, antk, trx);
  });
}

async function sendInvitation(app: FastifyInstance, company: Azienda, email: string, antk: string, db: Db): Promise<void> {
  const lingua = await mailLanguageFor(db, email, company.lingua);
  const language: Language = isLanguage(lingua) ? lingua : DEFAULT_LANGUAGE;
  await queueMail(app, email, language, { template: 'invitation', company: company.ragione_sociale, antk }, db);
}

/** The guard has made sure there is one. */
function companyOf(actor: Actor): Azienda {
  if (!actor.company) throw notAuthorized('company_not_selected');
  return actor.company;
}

/** Validates one of the two shapes of POST /rest/invites, with the same 400 answer as any body. */
function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body, { reportInput: true });
  if (!result.success) throw new RequestValidationError(result.error.issues);
  return result.data;
}

const inviteNotFound = () => new HttpError(404, 'users.invite_not_found', { reason: 'invite_not_found' });
const userNotFound = () => new HttpError(404, 'users.user_not_found', { reason: 'user_not_found' });
