import { endpoint } from '../api/endpoint.ts';
import { listQuerySchema, pageSchema } from '../api/list.ts';
import {
  CloudServerSchema,
  HostingServiceSchema,
  PanelLoginSchema,
  ServiceDetailSchema,
  ServiceParamsSchema,
  ServiceUpdateSchema,
  SshKeyBodySchema,
  SshKeyListSchema,
  SshKeyParamsSchema,
  SshKeysQuerySchema,
} from './services-schema.ts';
import { IdParamsSchema } from '../validators/id.ts';

export const SERVICE_SORT_KEYS = ['dominio'] as const;
export const ServicesListQuerySchema = listQuerySchema(SERVICE_SORT_KEYS, 'dominio');
export const SERVER_SORT_KEYS = ['nome', 'fqdn'] as const;
export const ServersListQuerySchema = listQuerySchema(SERVER_SORT_KEYS, 'nome');

const DEVELOPER = { 403: ['developer_required'] } as const;

/** Hosting services, panels and SSH keys (spec 3 §2 services, service_detail; §6; §7). */
export const servicesApi = {
  list: endpoint({
    method: 'GET',
    path: '/rest/services',
    access: { route: 'services' },
    summary: "The company's hosting services, one per domain, paged and filtered on the server (q on the domain)",
    query: ServicesListQuerySchema,
    response: pageSchema(HostingServiceSchema),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/rest/services/:domain',
    access: { route: 'service_detail' },
    summary:
      "The services of one of the company's domains with its panel (usage, locations, auto-upgrade); the panel username only with the developer grant",
    params: ServiceParamsSchema,
    response: ServiceDetailSchema,
    errors: { 404: ['services_not_found'] },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/rest/services/:domain',
    access: { route: 'service_detail' },
    summary:
      'Save a service: { auto_upgrade_bw } (any grant of the route), or a new panel { password } or the { redirect } target (developer grant, 403 code 10 otherwise)',
    params: ServiceParamsSchema,
    body: ServiceUpdateSchema,
    response: ServiceDetailSchema,
    errors: { ...DEVELOPER, 404: ['services_not_found', 'no_panel', 'no_redirect'] },
  }),
  panelLogin: endpoint({
    method: 'GET',
    path: '/rest/panel_login/:id',
    access: { route: 'service_detail' },
    summary: "A single sign-on link to the company's panel {id}, built by the panel adapter (developer grant)",
    params: IdParamsSchema,
    response: PanelLoginSchema,
    errors: { ...DEVELOPER, 404: ['panel_not_found'] },
  }),
  sshKeys: endpoint({
    method: 'GET',
    path: '/rest/ssh_keys',
    access: { route: 'service_detail' },
    summary: 'The SSH keys loaded on the panel idPannello (developer grant)',
    query: SshKeysQuerySchema,
    response: SshKeyListSchema,
    errors: { ...DEVELOPER, 404: ['panel_not_found'] },
  }),
  addSshKey: endpoint({
    method: 'POST',
    path: '/rest/ssh_keys',
    access: { route: 'service_detail' },
    summary: 'Load an SSH key on the panel idPannello (developer grant), as a form post (spec 3 §7); answers the keys',
    form: true,
    body: SshKeyBodySchema,
    response: SshKeyListSchema,
    errors: { ...DEVELOPER, 404: ['panel_not_found'], 409: ['key_exists'] },
  }),
  deleteSshKey: endpoint({
    method: 'DELETE',
    path: '/rest/ssh_keys/:key',
    access: { route: 'service_detail' },
    summary: 'Remove the SSH key (URL-encoded) from the panel idPannello (developer grant); answers the keys',
    params: SshKeyParamsSchema,
    query: SshKeysQuerySchema,
    response: SshKeyListSchema,
    errors: { ...DEVELOPER, 404: ['panel_not_found', 'key_not_found'] },
  }),
} as const;

/** Cloud servers (spec 3 §2 servers, §3, §9 console popup). */
export const serversApi = {
  list: endpoint({
    method: 'GET',
    path: '/rest/servers',
    access: { route: 'servers' },
    summary:
      "The company's cloud servers, paged and filtered on the server (q on name, FQDN, IP, OS); WHM, Cockpit and console links built from the configured templates, with the developer grant only",
    query: ServersListQuerySchema,
    response: pageSchema(CloudServerSchema),
  }),
} as const;
