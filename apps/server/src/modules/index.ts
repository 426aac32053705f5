import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.js';
import { healthRoutes } from './health/routes.js';

/** Every domain module, mounted under /api. */
export async function registerModules(api: FastifyInstance, context: AppContext): Promise<void> {
  await healthRoutes(api, context);
}
