import type { ListQuery, ListSortKey, profileApi } from '@sportello/domain/api';
import type { Db } from '../db/database.ts';
import { pagedList } from '../db/paginate.ts';

export interface SignIn {
  userId: number;
  at: Date;
  ip: string | null;
  userAgent: string | null;
}

export async function recordSignIn(db: Db, signIn: SignIn): Promise<void> {
  await db
    .insertInto('login_history')
    .values({ user_id: signIn.userId, at: signIn.at, ip: signIn.ip, user_agent: signIn.userAgent })
    .execute();
}

const signIns = pagedList({
  rows: (qb, _shape: null, v: { user: number }) =>
    qb
      .selectFrom('login_history')
      .select(['login_history.at', 'login_history.ip', 'login_history.user_agent'])
      .where('login_history.user_id', '=', v.user),
  search: ['login_history.ip', 'login_history.user_agent'],
  columns: { at: 'login_history.at' },
  tieBreaker: 'login_history.id',
});

/** A page of the user's sign-ins; `q` looks in the address and the browser. */
export async function signInPage(db: Db, userId: number, list: ListQuery<ListSortKey<typeof profileApi.loginHistory>>) {
  return signIns.page(db, list, null, { user: userId });
}
