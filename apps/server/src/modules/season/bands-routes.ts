import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BAND_MESSAGES,
  bandBirdParamsSchema,
  bandInputSchema,
  bandLogEntrySchema,
  bandLogQuerySchema,
  bandLogSchema,
  bandReportSchema,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import { pageRequest, paginate } from '../../platform/pagination.js';
import { requireViewer } from '../../platform/viewer.js';
import { bandLogPage, ownBand, removeBand, reportBand, saveBand } from './band-queries.js';
import { security, signedIn } from './signed-in.js';

const tags = ['bands'];

/** The band of one of the hunter's own birds, read back after a change. */
async function bandReadBack(db: Database, hunterId: number, birdId: number) {
  const band = await ownBand(db, hunterId, birdId);
  if (!band) throw notFound(BAND_MESSAGES.bandNotFound);
  return band;
}

/**
 * Bands (issue 27): a bird of the hunter's own hunts can carry a band; the band log lists them
 * with the link to report each one. Nobody but the hunter reads or changes their bands: a bird
 * that is not theirs answers 404, whatever its hunt's privacy.
 */
export async function bandsRoutes(app: FastifyInstance, db: Database) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/bands/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        querystring: bandLogQuerySchema,
        response: { 200: bandLogSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const page = pageRequest(request.query.page, request.query.page_size);
      const { count, bands } = await bandLogPage(db, viewer.id, page);
      return paginate(request, page, count, bands);
    },
  );

  api.put(
    '/bands/:bird_id/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        description: 'Puts a band on one of your birds; a new band replaces the one it carried.',
        params: bandBirdParamsSchema,
        body: bandInputSchema,
        response: { 200: bandLogEntrySchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const birdId = request.params.bird_id;
      if (!(await saveBand(db, viewer.id, birdId, request.body))) {
        throw notFound(BAND_MESSAGES.birdNotFound);
      }
      return bandReadBack(db, viewer.id, birdId);
    },
  );

  api.patch(
    '/bands/:bird_id/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        description: 'Sets the day you reported the band (null: not reported yet).',
        params: bandBirdParamsSchema,
        body: bandReportSchema,
        response: { 200: bandLogEntrySchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const birdId = request.params.bird_id;
      if (!(await reportBand(db, viewer.id, birdId, request.body.reported_on))) {
        throw notFound(BAND_MESSAGES.bandNotFound);
      }
      return bandReadBack(db, viewer.id, birdId);
    },
  );

  api.delete(
    '/bands/:bird_id/',
    {
      ...signedIn,
      schema: { tags, security, params: bandBirdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      if (!(await removeBand(db, viewer.id, request.params.bird_id))) {
        throw notFound(BAND_MESSAGES.bandNotFound);
      }
      return reply.code(204).send(null);
    },
  );
}
