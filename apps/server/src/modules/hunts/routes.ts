import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HUNT_MESSAGES,
  birdEntrySchema,
  frequentSpeciesSchema,
  huntCreateSchema,
  huntFeatureCollectionSchema,
  huntGeojsonQuerySchema,
  huntListQuerySchema,
  huntSchema,
  huntUpdateSchema,
  paginatedSchema,
  removeBirdSchema,
  apiErrorSchema,
} from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { answerOnce } from '../../platform/idempotency.js';
import { pageRequest, paginate } from '../../platform/pagination.js';
import { MAP_DATA_COMPRESSION } from '../../platform/compression.js';
import { sendFeatureCollection } from '../../platform/geojson.js';
import { idParamsSchema } from '../../platform/params.js';
import { requireViewer } from '../../platform/viewer.js';
import { locationAccess } from '../../platform/visibility/index.js';
import { removePhotoFiles } from '../photos/index.js';
import { huntFeatureRows } from './geojson.js';
import { presentHunts } from './hydrate.js';
import { frequentSpecies } from './frequent-species.js';
import { findVisibleHunt, listVisibleHunts } from './queries.js';
import { addBirds, createHunt, deleteHunt, removeBird, updateHunt } from './service.js';

const security = [{ bearerAuth: [] }];
const tags = ['hunts'];
/** remove_bird takes bird_id in the JSON body or in the query; a DELETE without a body has null. */
const optionalBirdId = z.object({ bird_id: z.unknown().optional() }).nullish();

/** The hunt JSON for a viewer who may see it (the one presenter); 404 for everyone else. */
async function visibleHunt(
  deps: Pick<AppContext, 'db' | 'storage'>,
  viewerId: number | null,
  id: number,
) {
  const row = await findVisibleHunt(deps.db, viewerId, id);
  if (!row) throw notFound();
  const [hunt] = await presentHunts(deps, [row], viewerId);
  if (!hunt) throw notFound();
  return hunt;
}

/** Hunts and their birds (seed 001 sections 3 and 7); every read is filtered by visibility. */
export async function huntsRoutes(app: FastifyInstance, { db, database, storage }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const readDeps = { db, storage };

  api.get(
    '/hunts/',
    {
      schema: {
        tags,
        description:
          'The hunts the viewer may see, newest first. `location` lists the hunts logged at one ' +
          'saved location (a location page), each still only if the viewer may see it; a location ' +
          'the viewer may not see answers 404. Seasons per location: GET /api/locations/{id}/seasons/.',
        querystring: huntListQuerySchema,
        response: { 200: paginatedSchema(huntSchema), 404: apiErrorSchema },
      },
    },
    async (request) => {
      const viewerId = request.viewer?.id ?? null;
      const { location } = request.query;
      if (location !== undefined && !(await locationAccess(db, viewerId, location))) {
        throw notFound(HUNT_MESSAGES.locationNotFound);
      }
      const page = pageRequest(request.query.page, request.query.page_size);
      const { count, rows } = await listVisibleHunts(db, viewerId, request.query, page);
      return paginate(request, page, count, await presentHunts(readDeps, rows, viewerId));
    },
  );

  api.get(
    '/hunts/geojson/',
    {
      schema: {
        tags,
        querystring: huntGeojsonQuerySchema,
        response: { 200: huntFeatureCollectionSchema },
      },
      compress: MAP_DATA_COMPRESSION,
    },
    async (request, reply) =>
      sendFeatureCollection(
        reply,
        database,
        huntFeatureRows(db, request.viewer?.id ?? null, request.query),
      ),
  );

  api.get(
    '/hunts/frequent_species/',
    {
      schema: {
        tags,
        security,
        description:
          "The species of the signed-in hunter's own birds, most logged first: bird entry offers " +
          'them one tap away.',
        response: { 200: frequentSpeciesSchema },
      },
    },
    async (request) => frequentSpecies(db, requireViewer(request).id),
  );

  api.get(
    '/hunts/:id/',
    { schema: { tags, params: idParamsSchema, response: { 200: huntSchema } } },
    async (request) => visibleHunt(readDeps, request.viewer?.id ?? null, request.params.id),
  );

  api.post(
    '/hunts/',
    {
      schema: {
        tags,
        security,
        body: huntCreateSchema,
        response: { 201: huntSchema, 404: apiErrorSchema },
      },
      config: { idempotent: 'in-transaction' },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      return answerOnce(db, request, reply, 201, async (tx) => {
        const id = await createHunt(tx, viewer.id, request.body);
        return visibleHunt({ db: tx, storage }, viewer.id, id);
      });
    },
  );

  api.patch(
    '/hunts/:id/',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: huntUpdateSchema,
        response: { 200: huntSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await updateHunt(db, viewer.id, request.params.id, request.body);
      return visibleHunt(readDeps, viewer.id, request.params.id);
    },
  );

  api.delete(
    '/hunts/:id/',
    { schema: { tags, security, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const photoFiles = await deleteHunt(db, viewer.id, request.params.id);
      await removePhotoFiles(storage, photoFiles, request.log);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/hunts/:id/add_bird/',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: birdEntrySchema,
        response: { 200: huntSchema },
      },
      config: { idempotent: 'in-transaction' },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      return answerOnce(db, request, reply, 200, async (tx) => {
        await addBirds(tx, viewer.id, request.params.id, request.body);
        return visibleHunt({ db: tx, storage }, viewer.id, request.params.id);
      });
    },
  );

  api.delete(
    '/hunts/:id/remove_bird/',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        querystring: optionalBirdId,
        body: optionalBirdId,
        response: { 200: huntSchema },
      },
      // A removal queued offline is sent again after a lost answer: it gets the first answer.
      config: { idempotent: 'in-transaction' },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const given = request.body?.bird_id ?? request.query?.bird_id;
      if (given === undefined) throw fieldError('bird_id', HUNT_MESSAGES.birdIdRequired);
      const parsed = removeBirdSchema.safeParse({ bird_id: given });
      if (!parsed.success) throw fieldError('bird_id', HUNT_MESSAGES.birdIdRequired);
      return answerOnce(db, request, reply, 200, async (tx) => {
        await removeBird(tx, viewer.id, request.params.id, parsed.data.bird_id);
        return visibleHunt({ db: tx, storage }, viewer.id, request.params.id);
      });
    },
  );
}
