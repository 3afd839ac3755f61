import { routeAccess, routeHref, type UserInfo } from '@sportello/domain';
import { accessContextOf } from '@sportello/domain';

export type ShortcutKey = 'skills' | 'wizard' | 'ticket' | 'appointment' | 'partner';

export interface Shortcut {
  key: ShortcutKey;
  href: string;
  external: boolean;
}

/** Spec 2 "Dashboard": the shortcut cards and their conditions. */
export function dashboardShortcuts(user: UserInfo, appointmentUrl: string | null): Shortcut[] {
  const access = accessContextOf(user);
  const allowed = (name: Parameters<typeof routeAccess>[0]) => routeAccess(name, access) === 'allowed';
  const cards: Array<Shortcut | false> = [
    user.is_reseller &&
      !user.complete_skill &&
      allowed('my_skills') && { key: 'skills', href: routeHref('my_skills'), external: false },
    allowed('diy-offer') && { key: 'wizard', href: routeHref('diy-offer'), external: false },
    allowed('ticket') && { key: 'ticket', href: routeHref('ticket', { id: 'new' }), external: false },
    Boolean(appointmentUrl) && { key: 'appointment', href: appointmentUrl ?? '', external: true },
    // The become_partner route's own visibility rule: non-resellers without a parent (with billing).
    allowed('become_partner') && { key: 'partner', href: routeHref('become_partner'), external: false },
  ];
  return cards.filter((card): card is Shortcut => card !== false);
}
