import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { AppContext } from '../platform/context.js';
import { registerSockets } from '../platform/realtime/index.js';
import { authRoutes } from './auth/routes.js';
import { oidcRoutes } from './auth/oidc-routes.js';
import { friendshipsRoutes } from './friendships/routes.js';
import { healthRoutes } from './health/routes.js';
import { huntsRoutes } from './hunts/routes.js';
import { partiesRoutes } from './parties/routes.js';
import { locationsRoutes } from './locations/routes.js';
import { mapRoutes } from './map/routes.js';
import { photoRoutes } from './photos/routes.js';
import { reportsRoutes } from './reports/routes.js';
import { sharingPoliciesRoutes } from './sharing-policies/routes.js';
import { reportCommentsRoutes } from './report-comments/routes.js';
import { usersRoutes } from './users/routes.js';
import { weatherRoutes } from './weather/routes.js';
import { chatRoutes } from './chat/routes.js';
import { chatSocketRoute } from './chat/socket.js';
import { notificationsRoutes } from './notifications/routes.js';
import { feedRoutes } from './feed/routes.js';
import { feedSocketRoute } from './feed/socket.js';
import { analyticsRoutes } from './analytics/routes.js';
import { layersRoutes } from './layers/routes.js';
import { regulationsRoutes } from './regulations/routes.js';
import { seasonRoutes } from './season/routes.js';
import { accountRoutes } from './account/routes.js';
import { exportRoutes } from './export/routes.js';
import { importRoutes } from './import/routes.js';

/** Every domain module, mounted under /api. */
export async function registerModules(api: FastifyInstance, context: AppContext): Promise<void> {
  await healthRoutes(api, context);
  // Only signing in and the account's own routes read or write a cookie (the refresh token, the
  // device, the sign-in provider's flow): the cookie parser runs there and on no other answer.
  await api.register(async (sessions) => {
    await sessions.register(cookie);
    await authRoutes(sessions, context);
    await oidcRoutes(sessions, context);
    await accountRoutes(sessions, context);
  });
  await usersRoutes(api, context);
  await friendshipsRoutes(api, context);
  await huntsRoutes(api, context);
  await partiesRoutes(api, context);
  await locationsRoutes(api, context);
  await mapRoutes(api, context);
  await photoRoutes(api, context);
  await reportsRoutes(api, context);
  await sharingPoliciesRoutes(api, context);
  await reportCommentsRoutes(api, context);
  await weatherRoutes(api, context);
  await chatRoutes(api, context);
  await notificationsRoutes(api, context);
  await feedRoutes(api, context);
  await analyticsRoutes(api, context);
  await layersRoutes(api, context);
  await regulationsRoutes(api, context);
  await seasonRoutes(api, context);
  await exportRoutes(api, context);
  await importRoutes(api, context);
}

/** The websockets, at the root beside /api (DESIGN.md section 4), in their own context. */
export async function registerSocketModules(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  await registerSockets(app, context.realtime, async (sockets) => {
    await chatSocketRoute(sockets, context);
    await feedSocketRoute(sockets, context);
  });
}
