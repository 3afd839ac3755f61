import { ADDON_CODES, type PricedLine, type WizardPath, type WizardStep } from '@sportello/domain';

/** The step an item of the summary comes from: its edit link jumps back there (spec 3 §2). */
export function stepOfLine(line: Pick<PricedLine, 'section' | 'codice'>, path: WizardPath | null): WizardStep {
  switch (line.section) {
    case 'dominio':
      return 'Dominio';
    case 'infrastruttura':
      return path === 'cloud' ? 'Stack' : 'ProdottiInfrastruttura';
    case 'firewall':
      return 'ProdottiInfrastruttura';
    case 'mail':
      return 'Mail';
    default:
      return line.codice === ADDON_CODES.outOfHoursTransfer ? 'Configurazione' : 'Addon';
  }
}
