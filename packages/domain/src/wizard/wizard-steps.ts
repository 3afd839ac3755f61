import { WIZARD_STEPS, type WizardStep } from './wizard-constants.ts';
import type { WizardQuestions } from './wizard-conditions.ts';
import type { WizardContext, WizardState } from './wizard-state.ts';

/**
 * Spec 3 §2 and §4 "Step enablement". The spec states the rule of Configurazione, Dominio, Addon,
 * Mail and Clienti; the other steps are enabled when what they ask applies (docs/decisions.md).
 */
export function stepEnabled(
  step: WizardStep,
  state: WizardState,
  questions: WizardQuestions,
  context: Pick<WizardContext, 'reseller'>,
): boolean {
  switch (step) {
    case 'Clienti':
      return context.reseller;
    case 'ProdottiInfrastruttura':
      return questions.infrastructureProduct || questions.storageQuantity;
    case 'Stack':
      return questions.stack;
    case 'Mail':
      return questions.mail;
    case 'Configurazione':
      return (
        questions.dbPhp ||
        questions.technologies ||
        questions.siteTransfer ||
        questions.mailTransfer ||
        questions.newService
      );
    case 'Location':
      return questions.location;
    case 'Addon':
      return questions.ssl || questions.premiumSupport || questions.extraStorage || state.path === 'altro';
    case 'Dominio':
      return questions.domain;
    default:
      return true;
  }
}

/** The enabled steps in order. */
export function enabledSteps(
  state: WizardState,
  questions: WizardQuestions,
  context: Pick<WizardContext, 'reseller'>,
): WizardStep[] {
  return WIZARD_STEPS.filter((step) => stepEnabled(step, state, questions, context));
}

/** Forward moves to the next enabled step, back to the previous one (spec 3 §2); null past either end. */
export function adjacentStep(steps: readonly WizardStep[], current: WizardStep, direction: 1 | -1): WizardStep | null {
  const enabledIndex = steps.indexOf(current);
  if (enabledIndex >= 0) return steps[enabledIndex + direction] ?? null;
  // A step that is no longer enabled: move from its place in the full order.
  const order = WIZARD_STEPS.indexOf(current);
  const candidates = steps.filter((step) => (WIZARD_STEPS.indexOf(step) - order) * direction > 0);
  return (direction === 1 ? candidates[0] : candidates[candidates.length - 1]) ?? null;
}
