import type { Db } from '../platform/db/database.ts';
import { createInvite } from '../modules/users/index.ts';
import { APPROVED_ITALIAN_COMPANY, insertDemoMember } from './demo-rows.ts';

/**
 * The users page's own demo company, Conti Impianti S.r.l., which no other
 * area's journey touches: its owner `gestore` (password demo12345), two
 * colleagues and three invitations, one of them expired.
 */
export const DEMO_USERS_COMPANY = 'Conti Impianti S.r.l.';

export const DEMO_USERS_MEMBERS = [
  {
    username: 'gestore',
    email: 'laura.conti@contiimpianti.example',
    firstname: 'Laura',
    lastname: 'Conti',
    grants: ['owner'],
    email_subscriptions: ['technical', 'billing', 'marketing'],
  },
  {
    username: 'conti.tecnico',
    email: 'marco.neri@contiimpianti.example',
    firstname: 'Marco',
    lastname: 'Neri',
    grants: ['developer'],
    email_subscriptions: ['technical'],
  },
  {
    username: 'conti.amministrazione',
    email: 'elena.galli@contiimpianti.example',
    firstname: 'Elena',
    lastname: 'Galli',
    grants: ['billing', 'sales'],
    email_subscriptions: ['billing'],
  },
] as const;

export const DEMO_USERS_INVITES = [
  { email: 'studio.fontana@commercialisti.example', grants: [], email_subscriptions: ['billing'], ttlDays: 12 },
  { email: 'sviluppo@webagenzia.example', grants: ['developer'], email_subscriptions: ['technical'], ttlDays: 9 },
  { email: 'vecchio.fornitore@esempio.example', grants: ['sales'], email_subscriptions: [], ttlDays: -3 },
] as const;

export async function seedUsers(db: Db, { passwordHash }: { passwordHash: string }): Promise<void> {
  const fatturante = await db.selectFrom('fatturanti').select('id').where('strid', '=', 'BBW').executeTakeFirst();
  const { id: companyId } = await db
    .insertInto('aziende')
    .values({
      ...APPROVED_ITALIAN_COMPANY,
      ragione_sociale: DEMO_USERS_COMPANY,
      fatturante_id: fatturante?.id ?? null,
      indirizzo: 'Via Emilia 45',
      cap: '40133',
      citta: 'Bologna',
      provincia: 'BO',
      telefono: '+39 051 123 9876',
      partita_iva: '04567890126',
      email_pec: 'contiimpianti@pec.contiimpianti.example',
      sdi: 'KRRH6B9',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let ownerId: number | null = null;
  for (const member of DEMO_USERS_MEMBERS) {
    const id = await insertDemoMember(db, companyId, passwordHash, member);
    ownerId ??= id;
  }
  for (const invite of DEMO_USERS_INVITES) {
    await createInvite(db, {
      companyId,
      email: invite.email,
      grants: [...invite.grants],
      email_subscriptions: [...invite.email_subscriptions],
      invitedBy: ownerId,
      ttlDays: invite.ttlDays,
    });
  }
}
