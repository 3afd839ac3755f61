import { endpoint } from '../api/endpoint.ts';
import { AppConfigSchema } from './app-config-schema.ts';

/** What the browser needs before anything else. Outside /api so it answers in maintenance too. */
export const appConfigApi = {
  get: endpoint({
    method: 'GET',
    path: '/app-config.json',
    access: 'public',
    summary: 'Public configuration for the browser: brand, error reporter, demo, sign-in buttons',
    response: AppConfigSchema,
  }),
} as const;
