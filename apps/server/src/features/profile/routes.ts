import type { FastifyPluginAsync } from 'fastify';
import { profileRoutes } from './profile-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { totpRoutes } from './totp-routes.ts';

/** The account of the signed-in user: profile, password, two-factor authentication, sessions. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(profileRoutes);
  await app.register(totpRoutes);
  await app.register(sessionRoutes);
};
