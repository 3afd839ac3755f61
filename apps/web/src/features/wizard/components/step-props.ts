import type { WizardQuestions } from '@sportello/domain';
import type { Wizard } from '../state/use-wizard.ts';

/** What every step reads: the wizard, what the state asks, and who quotes. */
export interface StepProps {
  wizard: Wizard;
  questions: WizardQuestions;
  reseller: boolean;
  /** The route's trial days (product-testing: 60), 30 otherwise. */
  trialDays: number;
  /** A product's name in the price list, or its code. */
  productName: (code: string) => string;
  /** Whether a product includes backups (its catalogue feature `backup`): the summary shows their rotation. */
  includesBackup: (code: string) => boolean;
}

/** A product's option label: its name, and its code when the name is not the code. */
export function productLabel(name: string, code: string): string {
  return name === code ? code : `${name} (${code})`;
}
