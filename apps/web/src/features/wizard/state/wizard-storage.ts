import { WizardStateInputSchema, type WizardStateInput } from '@sportello/domain';

/**
 * The wizard's choices kept in the tab (sessionStorage): a reload finds the same step and answers, a
 * new tab starts afresh. One entry per page (diy-offer, product-testing) and company.
 */
export function storageKey(page: string, companyId: number | null): string {
  return `sportello.wizard.${page}.${companyId ?? '-'}`;
}

export function loadState(key: string): WizardStateInput | null {
  try {
    const stored = window.sessionStorage.getItem(key);
    if (stored === null) return null;
    const parsed = WizardStateInputSchema.safeParse(JSON.parse(stored));
    // A stored state of an older shape is dropped rather than half read.
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveState(key: string, state: WizardStateInput): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(state));
  } catch {
    // Storage full or refused (private mode): the wizard still works, a reload starts afresh.
  }
}
