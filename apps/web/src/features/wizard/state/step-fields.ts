import type { WizardStep } from '@sportello/domain';

/**
 * The step each state field is asked on, for the errors the engine answers by field: a step shows
 * its own fields' errors, Avanti stays while it has any, the summary links each left to its step.
 * Cloud resources (CPU, RAM, storage) are on the Stack step, after the stack whose minimum RAM
 * limits them; the terminal server is a Windows add-on of the Stack step on the cloud path.
 */
const FIELDS: Record<string, WizardStep> = {
  fatturaMe: 'Clienti',
  idClienteFinale: 'Clienti',
  notForResale: 'Clienti',
  freePeriod: 'Clienti',
  renewAfterFreePeriod: 'Clienti',
  path: 'Scopo',
  os: 'Scopo',
  sceltaProdottoInfrastruttura: 'ProdottiInfrastruttura',
  storageQt: 'ProdottiInfrastruttura',
  nomeServer: 'ProdottiInfrastruttura',
  addOnFirewall: 'ProdottiInfrastruttura',
  stack: 'Stack',
  codiceProdottoStack: 'Stack',
  cockpitOs: 'Stack',
  cockpitWs: 'Stack',
  essentialOs: 'Stack',
  essentialOtherOs: 'Stack',
  cpuCloudQt: 'Stack',
  ramCloudQt: 'Stack',
  storageCloudQt: 'Stack',
  codiceLicenzaSql: 'Stack',
  addonImunify: 'Stack',
  addonLiteSpeed: 'Stack',
  addOn8Ip: 'Stack',
  addOn32Ram: 'Stack',
  codiceProdottoMail: 'Mail',
  newService: 'Configurazione',
  siteTransfer: 'Configurazione',
  mailTransfer: 'Configurazione',
  extraTimeTransfer: 'Configurazione',
  db: 'Configurazione',
  php: 'Configurazione',
  tecnologie: 'Configurazione',
  sceltaLocationDeploy: 'Location',
  sceltaLocationBackup: 'Location',
  codiceSsl: 'Addon',
  addonSla: 'Addon',
  codiceAddonStorage: 'Addon',
  qtAddonStorage: 'Addon',
  addonTerminalServer: 'Addon',
  addonAtlas: 'Addon',
  nomeDominio: 'Dominio',
  domainAction: 'Dominio',
  registrazionePremium: 'Dominio',
};

/** The step a field's error belongs to (the summary's own fields and the quote as a whole: Summary). */
export function stepOfField(field: string, path: string | null): WizardStep {
  if (field === 'terminalServerQt') return path === 'cloud' ? 'Stack' : 'Addon';
  return FIELDS[field] ?? 'Summary';
}

/** The errors of one step, field → message. */
export function errorsOfStep(
  errors: Record<string, string>,
  step: WizardStep,
  path: string | null,
): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => stepOfField(field, path) === step));
}
