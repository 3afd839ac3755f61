import { isOwner, type CompanyUser, type PendingInvite } from '@sportello/domain';
import type { EditedAccess } from './access-editor.tsx';

/** A row of the list: a user of the company, or an invitation not yet accepted. */
export type MemberRow = { kind: 'user'; user: CompanyUser } | { kind: 'invite'; invite: PendingInvite };

export function rowName(row: MemberRow): string {
  const person = row.kind === 'user' ? row.user : row.invite;
  const name = `${person.firstname} ${person.lastname}`.trim();
  return name || (row.kind === 'user' ? row.user.username : row.invite.email);
}

export function editedAccessOf(row: MemberRow): EditedAccess {
  const person = row.kind === 'user' ? row.user : row.invite;
  return {
    target: row.kind === 'user' ? { kind: 'user', id: row.user.id } : { kind: 'invite', email: row.invite.email },
    name: rowName(row),
    grants: person.grants,
    email_subscriptions: person.email_subscriptions,
    owner: isOwner(person.grants),
  };
}
