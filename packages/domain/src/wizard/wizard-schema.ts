import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import {
  DOMAIN_ACTIONS,
  OPERATING_SYSTEMS,
  STACK_NAMES,
  type StackName,
  WIZARD_ACTIONS,
  WIZARD_PATHS,
  WIZARD_STEPS,
} from './wizard-constants.ts';
import type { WizardStateInput } from './wizard-state.ts';

const text = (max: number) => z.string().max(max).nullable().optional();
const count = z.number().int().optional();
const flag = z.boolean().optional();
const choice = z.boolean().nullable().optional();

/**
 * The wizard state a request carries (POST /rest/offers/quote, POST /rest/offers): each field of the
 * right kind or absent (then its default). Whether a value is allowed for the rest of the state is
 * the engine's to say, with its field messages.
 */
export const WizardStateInputSchema = z
  .object({
    currentStep: z.enum(WIZARD_STEPS).optional(),
    freePeriod: count,
    notForResale: choice,
    path: z.enum(WIZARD_PATHS).nullable().optional(),
    tecnologie: z.array(z.string().max(60)).max(100).optional(),
    db: z.string().max(20).optional(),
    php: z.string().max(20).optional(),
    sceltaLocationDeploy: text(200),
    sceltaLocationBackup: text(200),
    stack: z
      .enum(STACK_NAMES as [StackName, ...StackName[]])
      .nullable()
      .optional(),
    os: z.enum(OPERATING_SYSTEMS).optional(),
    essentialOs: text(200),
    essentialOtherOs: text(200),
    cockpitOs: text(200),
    cockpitWs: text(200),
    sceltaProdottoInfrastruttura: text(30),
    nomeServer: text(253),
    cpuCloudQt: count,
    ramCloudQt: count,
    storageCloudQt: count,
    storageQt: count,
    domainAction: z.enum(DOMAIN_ACTIONS).nullable().optional(),
    nomeDominio: text(253),
    registrazionePremium: flag,
    codiceProdottoMail: text(30),
    codiceLicenzaSql: text(30),
    addonLiteSpeed: flag,
    addonImunify: flag,
    addonTerminalServer: flag,
    terminalServerQt: count,
    addonAtlas: flag,
    addOnFirewall: flag,
    addOn8Ip: flag,
    addOn32Ram: flag,
    addonSla: flag,
    codiceAddonStorage: text(30),
    qtAddonStorage: count,
    codiceProdottoStack: text(30),
    fatturaMe: flag,
    idClienteFinale: z.number().int().positive().max(2_147_483_647).nullable().optional(),
    fatturazioneAnnuale: flag,
    currency: z.enum(CURRENCIES).optional(),
    renewAfterFreePeriod: flag,
    action: z.enum(WIZARD_ACTIONS).nullable().optional(),
    newService: choice,
    siteTransfer: choice,
    mailTransfer: choice,
    extraTimeTransfer: choice,
    codiceSsl: text(30),
    title: text(1000),
    note: text(20_000),
    offertaNr: z.number().int().positive().nullable().optional(),
  })
  .strict() satisfies z.ZodType<WizardStateInput>;
