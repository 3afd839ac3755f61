// Hosting services per domain, their panels and the provisioning adapter behind them (spec 3 §2,
// §3; DESIGN §3): used by the services, dns and servers features.
export {
  findPanel,
  findPanelOfService,
  findService,
  listServices,
  toHostingService,
  updatePanel,
  updateService,
  type PanelRow,
  type ServiceRow,
} from './hosting-store.ts';
export {
  demoPanelProvisioner,
  panelProvisioner,
  PANEL_SECRET,
  type PanelProvisioner,
  type ProvisioningContext,
} from './provisioning.ts';
export { requireDeveloper } from './developer-grant.ts';
