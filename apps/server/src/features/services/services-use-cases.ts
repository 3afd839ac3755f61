import { policies, type ServiceDetail, type ServiceUpdate } from '@sportello/domain';
import { readsOnly, type CompanyActor } from '../../platform/access/actor.ts';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import type { Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/use-cases/domain-error.ts';
import { inTransaction, type CompanyContext } from '../../platform/use-cases/use-case-context.ts';
import {
  findPanel,
  findPanelOfService,
  findService,
  panelProvisioner,
  requireDeveloper,
  toHostingService,
  updatePanel,
  updateService,
  type PanelRow,
  type ProvisioningContext,
  type ServiceRow,
} from '../../modules/hosting/index.ts';

export const servicesNotFound = () =>
  new DomainError('not_found', 'services.not_found', { reason: 'services_not_found' });
const panelNotFound = () => new DomainError('not_found', 'services.panel_not_found', { reason: 'panel_not_found' });

const canManage = (actor: CompanyActor) => policies.manageServices(actor).allowed && !readsOnly(actor);

function detailOf(actor: CompanyActor, service: ServiceRow, panel: PanelRow | undefined): ServiceDetail {
  const manage = canManage(actor);
  return {
    ...toHostingService(service),
    pannello_dettaglio: panel
      ? {
          id: panel.id,
          tipo_pannello: panel.tipo_pannello,
          has_whm_key: panel.has_whm_key,
          username: manage ? panel.username : null,
          server_fqdn: panel.server_fqdn,
          quotaused: panel.quotaused,
          quotalimit: panel.quotalimit,
          bwused: panel.bwused,
          bwlimit: panel.bwlimit,
          traffico: panel.traffico,
          auto_upgrade_bw: panel.auto_upgrade_bw,
          server_location: panel.server_location,
          backup_location: panel.backup_location,
        }
      : null,
    currency: actor.company.currency,
    can_manage: manage,
  };
}

/** GET /rest/services/{domain}: the company's services on the domain; another company's are not found. */
export async function readServiceDetail(db: Db, actor: CompanyActor, dominio: string): Promise<ServiceDetail> {
  const service = await findService(db, actor, dominio);
  if (!service) throw servicesNotFound();
  const panel = service.pannello ? await findPanelOfService(db, actor, service.id) : undefined;
  return detailOf(actor, service, panel);
}

const provisioning = (ctx: CompanyContext): ProvisioningContext => ({
  db: ctx.db,
  scope: ctx.actor,
  digest: ctx.digest,
  now: ctx.now,
  userId: ctx.actor.user.id,
});

/**
 * PUT /rest/services/{domain} (spec 3 §4, §7): the auto traffic upgrade (saved at once; any grant
 * of the route — it is billed only when traffic exceeds the plan), a new panel password or the
 * redirect target (developer grant). The panel adapter runs inside the transaction: when it
 * refuses, nothing is saved.
 */
export async function saveService(ctx: CompanyContext, dominio: string, change: ServiceUpdate): Promise<ServiceDetail> {
  if (!('auto_upgrade_bw' in change)) requireDeveloper(ctx.actor);
  const provisioner = panelProvisioner(ctx.config);
  return inTransaction(ctx, async (tx) => {
    const service = await findService(tx.db, tx.actor, dominio, true);
    if (!service) throw servicesNotFound();
    if ('redirect' in change) {
      if (service.redirect === null)
        throw new DomainError('not_found', 'services.no_redirect', { reason: 'no_redirect' });
      await provisioner.setRedirect(provisioning(tx), dominio, change.redirect);
      const saved = await updateService(tx.db, tx.actor, service.id, { redirect: change.redirect }, tx.now);
      await writeAudit(tx.db, tx.source, {
        action: 'services.redirect_changed',
        subject: dominio,
        before: { redirect: service.redirect },
        after: { redirect: saved.redirect },
      });
      return detailOf(
        tx.actor,
        saved,
        service.pannello ? await findPanelOfService(tx.db, tx.actor, service.id) : undefined,
      );
    }
    const panel = service.pannello ? await findPanelOfService(tx.db, tx.actor, service.id, true) : undefined;
    if (!panel) throw new DomainError('not_found', 'services.no_panel', { reason: 'no_panel' });
    if ('auto_upgrade_bw' in change) {
      await provisioner.setAutoUpgrade(provisioning(tx), panel, change.auto_upgrade_bw);
      const saved = await updatePanel(tx.db, tx.actor, panel.id, { auto_upgrade_bw: change.auto_upgrade_bw });
      await writeAudit(tx.db, tx.source, {
        action: 'services.auto_upgrade_changed',
        subject: dominio,
        before: { auto_upgrade_bw: panel.auto_upgrade_bw },
        after: { auto_upgrade_bw: saved.auto_upgrade_bw },
      });
      return detailOf(tx.actor, service, saved);
    }
    await provisioner.setPassword(provisioning(tx), panel, change.password);
    // The fact, never the password.
    await writeAudit(tx.db, tx.source, {
      action: 'services.panel_password_reset',
      subject: dominio,
      after: { panel: panel.id },
    });
    return detailOf(tx.actor, service, panel);
  });
}

/** GET /rest/panel_login/{id}: a sign-on link to the company's panel (developer grant). */
export async function panelLoginLink(ctx: CompanyContext, id: number): Promise<{ url: string }> {
  requireDeveloper(ctx.actor);
  const panel = await findPanel(ctx.db, ctx.actor, id);
  if (!panel) throw panelNotFound();
  return { url: await panelProvisioner(ctx.config).loginUrl(provisioning(ctx), panel) };
}

async function lockedPanel(tx: CompanyContext, id: number): Promise<PanelRow> {
  const panel = await findPanel(tx.db, tx.actor, id, true);
  if (!panel) throw panelNotFound();
  return panel;
}

export async function readSshKeys(ctx: CompanyContext, panelId: number): Promise<string[]> {
  requireDeveloper(ctx.actor);
  const panel = await findPanel(ctx.db, ctx.actor, panelId);
  if (!panel) throw panelNotFound();
  return panelProvisioner(ctx.config).listSshKeys(provisioning(ctx), panel);
}

/** POST /rest/ssh_keys (spec 3 §5: non-empty, confirmed in the browser): loads the key on the panel. */
export async function addSshKey(ctx: CompanyContext, panelId: number, key: string): Promise<string[]> {
  requireDeveloper(ctx.actor);
  const provisioner = panelProvisioner(ctx.config);
  return inTransaction(ctx, async (tx) => {
    const panel = await lockedPanel(tx, panelId);
    if (!(await provisioner.addSshKey(provisioning(tx), panel, key)))
      throw new DomainError('conflict', 'services.key_exists', { reason: 'key_exists' });
    // The key's type and comment only: enough to trace, nothing to reuse.
    await writeAudit(tx.db, tx.source, {
      action: 'services.ssh_key_added',
      subject: panel.id,
      after: { key: keySummary(key) },
    });
    return provisioner.listSshKeys(provisioning(tx), panel);
  });
}

export async function deleteSshKey(ctx: CompanyContext, panelId: number, key: string): Promise<string[]> {
  requireDeveloper(ctx.actor);
  const provisioner = panelProvisioner(ctx.config);
  return inTransaction(ctx, async (tx) => {
    const panel = await lockedPanel(tx, panelId);
    if (!(await provisioner.deleteSshKey(provisioning(tx), panel, key)))
      throw new DomainError('not_found', 'services.key_not_found', { reason: 'key_not_found' });
    await writeAudit(tx.db, tx.source, {
      action: 'services.ssh_key_deleted',
      subject: panel.id,
      before: { key: keySummary(key) },
    });
    return provisioner.listSshKeys(provisioning(tx), panel);
  });
}

function keySummary(key: string): string {
  const [type = '', body = '', ...comment] = key.split(' ');
  return `${type} …${body.slice(-8)} ${comment.join(' ')}`.trim();
}
