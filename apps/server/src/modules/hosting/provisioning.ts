import { randomBytes } from 'node:crypto';
import { fillTemplate } from '@sportello/domain';
import type { CompanyScope } from '../../platform/access/company-scope.ts';
import type { Db } from '../../platform/db/database.ts';
import { seal, type Digest } from '../../platform/security/sealed-box.ts';
import type { PanelRow } from './hosting-store.ts';

/** The sealed box's purpose for panel passwords. */
export const PANEL_SECRET = 'panel-password';

/** What a provisioning call runs with: the transaction, the company, the clock and the digest for sealing. */
export interface ProvisioningContext {
  db: Db;
  scope: CompanyScope;
  digest: Digest;
  now: Date;
  userId: number | null;
}

/**
 * The hosting panels behind one interface (DESIGN §3 "hosting panels"): a cPanel/WHM or Plesk
 * adapter in production, the demo adapter here. Each call runs inside the caller's transaction,
 * so a refusal by the panel rolls the portal's change back too.
 */
export interface PanelProvisioner {
  /** A single sign-on link to the panel (DESIGN §5: panel SSO goes through the adapter). */
  loginUrl(ctx: ProvisioningContext, panel: PanelRow): Promise<string>;
  setPassword(ctx: ProvisioningContext, panel: PanelRow, password: string): Promise<void>;
  setAutoUpgrade(ctx: ProvisioningContext, panel: PanelRow, on: boolean): Promise<void>;
  setRedirect(ctx: ProvisioningContext, dominio: string, target: string): Promise<void>;
  listSshKeys(ctx: ProvisioningContext, panel: PanelRow): Promise<string[]>;
  /** false when the key is already there. */
  addSshKey(ctx: ProvisioningContext, panel: PanelRow, key: string): Promise<boolean>;
  /** false when the key is not there. */
  deleteSshKey(ctx: ProvisioningContext, panel: PanelRow, key: string): Promise<boolean>;
}

/**
 * The demo adapter: keeps the panel's state in the portal's own database (the sealed password,
 * the SSH keys; auto-upgrade and redirect live on the service rows the caller updates), and signs
 * on with a random token in the configured link template.
 */
export function demoPanelProvisioner(loginTemplate: string): PanelProvisioner {
  return {
    async loginUrl(_ctx, panel) {
      const token = randomBytes(18).toString('base64url');
      return fillTemplate(loginTemplate, { fqdn: panel.server_fqdn, id: panel.id, username: panel.username, token });
    },
    async setPassword(ctx, panel, password) {
      await ctx.db
        .updateTable('hosting_panels')
        .set({ password_sealed: seal(ctx.digest, PANEL_SECRET, password), password_changed_at: ctx.now })
        .where('id', '=', panel.id)
        .where('company_id', '=', ctx.scope.company.id)
        .execute();
    },
    async setAutoUpgrade() {},
    async setRedirect() {},
    async listSshKeys(ctx, panel) {
      const rows = await ctx.db
        .selectFrom('ssh_keys')
        .select('key')
        .where('panel_id', '=', panel.id)
        .where('company_id', '=', ctx.scope.company.id)
        .orderBy('id')
        .execute();
      return rows.map((r) => r.key);
    },
    async addSshKey(ctx, panel, key) {
      const added = await ctx.db
        .insertInto('ssh_keys')
        .values({ company_id: ctx.scope.company.id, panel_id: panel.id, key, created_by: ctx.userId })
        .onConflict((oc) => oc.columns(['panel_id', 'key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return added !== undefined;
    },
    async deleteSshKey(ctx, panel, key) {
      const removed = await ctx.db
        .deleteFrom('ssh_keys')
        .where('panel_id', '=', panel.id)
        .where('company_id', '=', ctx.scope.company.id)
        .where('key', '=', key)
        .returning('id')
        .executeTakeFirst();
      return removed !== undefined;
    },
  };
}

/** The configured panel adapter: the demo one until a cPanel/WHM or Plesk adapter is configured. */
export function panelProvisioner(config: { linkTemplates: { panelLogin: string } }): PanelProvisioner {
  return demoPanelProvisioner(config.linkTemplates.panelLogin);
}
