import { routeHref } from '../access/routes.ts';

/**
 * A `ref` as a same-site path: absolute URLs are cut to their path, anything
 * that could leave the site (`//host`, `javascript:`) or points back into the
 * /auth/ screens becomes the root.
 */
export function safeRefPath(ref: string | null | undefined): string {
  if (!ref) return '/';
  let path = ref.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) {
    try {
      const url = new URL(path, 'http://x');
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return '/';
      path = url.pathname + url.search + url.hash;
    } catch {
      return '/';
    }
  }
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  if (path.startsWith('/auth/')) return '/';
  return path;
}

export interface AfterAuthQuery {
  ref?: string | null;
  antk?: string | null;
  aid?: string | null;
  uid?: string | null;
  tok?: string | null;
}

/** Spec 1 §2.2: where to go once authenticated. */
export function redirectAfterAuth(q: AfterAuthQuery): string {
  if (q.antk) {
    return routeHref('accept_invite', { antk: q.antk }, { ref: safeRefPath(q.ref) });
  }
  if (q.aid && q.uid && q.tok) {
    const ref = q.ref ? safeRefPath(q.ref) : routeHref('users');
    return routeHref('authorize_user', { aid: q.aid, uid: q.uid, tok: q.tok }, { ref });
  }
  return safeRefPath(q.ref);
}

/** Spec 1 §2.2: the login query after a logout carries the page left as `res`, unless it is the root. */
export function loginAfterLogout(leftPath: string | null): string {
  return routeHref('login', {}, { res: leftPath && leftPath !== '/' ? leftPath : undefined });
}
