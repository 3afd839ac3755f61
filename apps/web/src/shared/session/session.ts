import { useEffect, useSyncExternalStore } from 'react';
import type { UserInfo } from '@sportello/domain';
import { takePageAnswer } from '../boot/page-answer.ts';
import { httpSettings } from '../http/http-settings.ts';
import { valueStore } from '../state/value-store.ts';
import { getUserInfo } from './get-user-info.ts';

// The signed-in user: null for a guest, undefined until the server has been asked. App state, not
// query cache: the navigation guard and the login page need it without TanStack Query's code.
const user = valueStore<UserInfo | null | undefined>(undefined);
const endListeners = new Set<() => void>();
let pending: { idCliente: string | null; request: Promise<UserInfo | null> } | undefined;
// The server marks a page whose request carried no session cookie (web-app.ts): the first session
// check of the visit then knows the answer without a round trip. Later checks always ask.
const markedWithoutSession = () => document.querySelector('meta[name="sportello-session"][content="none"]') !== null;
let guestAtLoad = markedWithoutSession();

/**
 * Asks the server who is signed in (the guard does on every navigation); concurrent callers for
 * the same customer share the request. `idCliente`: the customer a staff member acts on, by
 * default the current route's (`/{id_cliente}/…`); null for the user's own session.
 */
export function loadUserInfo(idCliente: string | null = httpSettings().idCliente() ?? null): Promise<UserInfo | null> {
  if (guestAtLoad) {
    guestAtLoad = false;
    user.set(null);
    return Promise.resolve(null);
  }
  // The server writes the user into a page that checks the session first (web-app.ts): that check,
  // for the user's own session, takes it instead of asking. It is taken once; later checks ask.
  const written = takePageAnswer<UserInfo>('sportello-user');
  if (written && idCliente === null) {
    user.set(written);
    return Promise.resolve(written);
  }
  if (pending?.idCliente === idCliente) return pending.request;
  const request = getUserInfo(idCliente)
    .then((next) => {
      // Spec 1 §4: a reload returning identical data is skipped: same object, nothing re-renders.
      if (JSON.stringify(next) !== JSON.stringify(user.get())) user.set(next);
      return signedInUser();
    })
    .finally(() => {
      if (pending?.request === request) pending = undefined;
    });
  pending = { idCliente, request };
  return request;
}

/** The user as last known (null when unknown), for code outside React. */
export function signedInUser(): UserInfo | null {
  return user.get() ?? null;
}

/** Logout or a lost session: the user is gone, and so is what was cached for them (see onSessionEnd). */
export function endSession(): void {
  user.set(null);
  endListeners.forEach((listener) => listener());
}

/** The query cache registers here when it loads: it holds only the signed-in user's data. */
export function onSessionEnd(listener: () => void): void {
  endListeners.add(listener);
}

/** The signed-in user, null for a guest; a page the guard did not check (a public one) asks the server once. */
export function useUserInfo(): UserInfo | null {
  const current = useSyncExternalStore(user.subscribe, user.get, user.get);
  useEffect(() => {
    // A failure leaves the user unknown, so the next page that needs it asks again.
    if (user.get() === undefined) loadUserInfo().catch(() => undefined);
  }, []);
  return current ?? null;
}

/** Tests start every case with nobody known. */
export function resetSessionForTests(): void {
  user.set(undefined);
  pending = undefined;
  guestAtLoad = markedWithoutSession();
}
