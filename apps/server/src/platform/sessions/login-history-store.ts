import type { ListQuery } from '@sportello/domain/api';
import type { Db } from '../db/database.ts';
import { matchesText, paginate } from '../db/paginate.ts';

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

/** A page of the user's sign-ins; `q` looks in the address and the browser. */
export async function signInPage(db: Db, userId: number, list: ListQuery<'at'>) {
  const filter = matchesText(list.q, ['login_history.ip', 'login_history.user_agent']);
  const query = db
    .selectFrom('login_history')
    .select(['login_history.at', 'login_history.ip', 'login_history.user_agent'])
    .where('login_history.user_id', '=', userId)
    .$if(filter !== undefined, (q) => q.where(filter!));
  return paginate(query, list, { at: 'login_history.at' }, 'login_history.id');
}
