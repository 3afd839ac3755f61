import { CLOUD_LIMITS, DB_OPTIONS, PHP_OPTIONS, type StackName, STACKS } from './wizard-constants.ts';
import type { WizardState } from './wizard-state.ts';

/** Spec 3 §4 Options: on the HOSTITA hosting product only MariaDB is offered. */
export function dbOptions(state: Pick<WizardState, 'path' | 'sceltaProdottoInfrastruttura'>): readonly string[] {
  return state.path === 'hosting' && state.sceltaProdottoInfrastruttura === 'HOSTITA' ? ['MariaDB'] : DB_OPTIONS;
}

/** PHP versions from `lowest` up, plus 'best'. */
function phpFrom(lowest: string): readonly string[] {
  const index = PHP_OPTIONS.indexOf(lowest as (typeof PHP_OPTIONS)[number]);
  return PHP_OPTIONS.slice(0, index + 1);
}

/**
 * Spec 3 §4 Options: with cockpit on AlmaLinux 9 only 7.4 and up plus 'best'; on AlmaLinux 8 only
 * 5.4 and up plus 'best'; every version otherwise.
 */
export function phpOptions(state: Pick<WizardState, 'path' | 'stack' | 'cockpitOs'>): readonly string[] {
  if (state.path === 'cloud' && state.stack === 'cockpit') {
    if (state.cockpitOs === 'AlmaLinux 9') return phpFrom('7.4');
    if (state.cockpitOs === 'AlmaLinux 8') return phpFrom('5.4');
  }
  return PHP_OPTIONS;
}

/** Spec 3 §5: the stack's minimum RAM, GB (1 without a stack). */
export function minimumRam(stack: StackName | null): number {
  return stack === null ? CLOUD_LIMITS.ram.min : STACKS[stack].minRam;
}

/** Spec 3 §5: RAM sizes the page offers, those below the stack's minimum disabled. */
export function ramOptions(stack: StackName | null): { gb: number; disabled: boolean }[] {
  const minimum = minimumRam(stack);
  const options: { gb: number; disabled: boolean }[] = [];
  for (let gb = CLOUD_LIMITS.ram.min; gb <= CLOUD_LIMITS.ram.max; gb++) options.push({ gb, disabled: gb < minimum });
  return options;
}

/** Spec 3 §5: SQL and Windows licences count half the CPUs, rounded (half up: 1 CPU → 1, 3 → 2). */
export function licenceQuantity(cpus: number): number {
  return Math.round(cpus / 2);
}
