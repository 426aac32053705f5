import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  huntSeasonSchema,
  locationCreateSchema,
  locationFeatureCollectionSchema,
  locationGeojsonQuerySchema,
  locationListQuerySchema,
  locationSchema,
  locationShareRequestSchema,
  locationUnshareRequestSchema,
  locationUpdateSchema,
  paginatedSchema,
} from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
import { MAP_DATA_COMPRESSION } from '../../platform/compression.js';
import { sendFeatureCollection } from '../../platform/geojson.js';
import { pageRequest, paginate } from '../../platform/pagination.js';
import { answerOnce } from '../../platform/idempotency.js';
import { idParamsSchema } from '../../platform/params.js';
import { requireViewer } from '../../platform/viewer.js';
import { removePhotoFiles } from '../photos/index.js';
import { huntSeasonsAt } from './seasons.js';
import { locationFeatureRows } from './geojson.js';
import {
  createLocation,
  deleteLocation,
  getLocation,
  requireVisible,
  listLocations,
  shareLocation,
  unshareLocation,
  updateLocation,
} from './service.js';

const tags = ['locations'];
const security = [{ bearerAuth: [] }];

/** Saved hunting locations and their shares (seed 001 section 7, DESIGN.md section 6). */
export async function locationsRoutes(app: FastifyInstance, { db, database, storage }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/locations/',
    {
      schema: {
        tags,
        querystring: locationListQuerySchema,
        response: { 200: paginatedSchema(locationSchema) },
      },
    },
    async (request) => {
      const viewerId = request.viewer?.id ?? null;
      const page = pageRequest(request.query.page, request.query.page_size);
      const { count, results } = await listLocations(db, viewerId, request.query);
      return paginate(request, page, count, results);
    },
  );

  api.get(
    '/locations/geojson/',
    {
      schema: {
        tags,
        querystring: locationGeojsonQuerySchema,
        response: { 200: locationFeatureCollectionSchema },
      },
      compress: MAP_DATA_COMPRESSION,
    },
    async (request, reply) =>
      sendFeatureCollection(
        reply,
        database,
        locationFeatureRows(db, request.viewer?.id ?? null, request.query),
      ),
  );

  api.get(
    '/locations/:id/',
    { schema: { tags, params: idParamsSchema, response: { 200: locationSchema } } },
    async (request) => getLocation(db, request.viewer?.id ?? null, request.params.id),
  );

  api.get(
    '/locations/:id/seasons/',
    {
      schema: {
        tags,
        description:
          'Birds taken at this location per waterfowl season (from September 1), newest first, ' +
          'counting only the hunts the viewer may see. The hunts themselves: GET /api/hunts/?location={id}.',
        params: idParamsSchema,
        response: { 200: z.array(huntSeasonSchema) },
      },
    },
    async (request) => {
      const viewerId = request.viewer?.id ?? null;
      await requireVisible(db, viewerId, request.params.id);
      return huntSeasonsAt(db, viewerId, request.params.id);
    },
  );

  api.post(
    '/locations/',
    {
      schema: { tags, security, body: locationCreateSchema, response: { 201: locationSchema } },
      config: { idempotent: 'in-transaction' },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      return answerOnce(db, request, reply, 201, (tx) =>
        createLocation(tx, viewer.id, request.body),
      );
    },
  );

  api.patch(
    '/locations/:id/',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: locationUpdateSchema,
        response: { 200: locationSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return updateLocation(db, viewer.id, request.params.id, request.body);
    },
  );

  api.delete(
    '/locations/:id/',
    { schema: { tags, security, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const photoFiles = await deleteLocation(db, viewer.id, request.params.id);
      await removePhotoFiles(storage, photoFiles, request.log);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/locations/:id/share/',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: locationShareRequestSchema,
        response: { 200: locationSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return shareLocation(db, viewer.id, request.params.id, request.body);
    },
  );

  api.delete(
    '/locations/:id/unshare/',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: locationUnshareRequestSchema,
        response: { 200: locationSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return unshareLocation(db, viewer.id, request.params.id, request.body);
    },
  );
}
