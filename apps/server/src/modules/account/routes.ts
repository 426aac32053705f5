import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { deletionRoutes } from './deletion-routes.js';
import { passwordRoutes } from './password-routes.js';
import { sessionRoutes } from './session-routes.js';

/** The hunter's own account (issue 28): password, reset by mail, sessions, deletion. */
export async function accountRoutes(app: FastifyInstance, context: AppContext) {
  await passwordRoutes(app, context);
  await sessionRoutes(app, context);
  await deletionRoutes(app, context);
}
