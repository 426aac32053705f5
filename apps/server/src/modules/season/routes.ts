import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { bandsRoutes } from './bands-routes.js';
import { summaryRoutes } from './summary-routes.js';

/** Bands and the season summary (issue 27): the hunter's own, nobody else's. */
export async function seasonRoutes(app: FastifyInstance, { db }: AppContext) {
  await bandsRoutes(app, db);
  await summaryRoutes(app, db);
}
