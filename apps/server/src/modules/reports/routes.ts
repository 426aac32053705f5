import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  myReportsQuerySchema,
  nearbyReportSchema,
  paginatedSchema,
  reportCreateSchema,
  reportFeatureCollectionSchema,
  reportGeojsonQuerySchema,
  reportListQuerySchema,
  reportNearbyQuerySchema,
  reportSchema,
  reportUpdateSchema,
} from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
import { MAP_DATA_COMPRESSION } from '../../platform/compression.js';
import { sendFeatureCollection } from '../../platform/geojson.js';
import { pageRequest, paginate } from '../../platform/pagination.js';
import { answerOnce } from '../../platform/idempotency.js';
import { idParamsSchema } from '../../platform/params.js';
import { requireViewer } from '../../platform/viewer.js';
import { removePhotoFiles } from '../photos/index.js';
import { reportFeatureRows } from './geojson.js';
import { findNearbyReports } from './nearby.js';
import {
  createReport,
  deleteReport,
  getReport,
  listMyReports,
  listReports,
  updateReport,
} from './service.js';

const tags = ['reports'];
const security = [{ bearerAuth: [] }];

/** What a withheld place withholds, and what a `hunt` filter may reveal (DESIGN.md section 5). */
const WITHHELD_PLACE =
  'Where the sharing policy withholds the place (allow_location_sharing=false) from the viewer (anyone but the author), latitude and longitude are rounded to 0.1° with location_obscured true, and location_name is hidden (null); search never matches a hidden name.';
const HUNT_FILTER =
  '`hunt` naming a hunt the viewer may not see (or none) answers no reports, as if it had none linked.';
const BLOCKED_READER =
  'A public report stays readable by a hunter blocked with its author, with can_comment false.';

/** Field reports (seed 000 section 7, seed 001 "Report (map view)"). */
export async function reportsRoutes(app: FastifyInstance, { db, database, storage }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/reports/',
    {
      schema: {
        tags,
        description: `The reports the viewer may see. ${HUNT_FILTER} ${WITHHELD_PLACE} ${BLOCKED_READER}`,
        querystring: reportListQuerySchema,
        response: { 200: paginatedSchema(reportSchema) },
      },
    },
    async (request) => {
      const { query } = request;
      const { count, results } = await listReports(db, request.viewer?.id ?? null, query);
      return paginate(request, pageRequest(query.page, query.page_size), count, results);
    },
  );

  api.get(
    '/reports/my_reports/',
    {
      schema: {
        tags,
        security,
        querystring: myReportsQuerySchema,
        response: { 200: paginatedSchema(reportSchema) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { query } = request;
      const { count, results } = await listMyReports(db, viewer.id, query);
      return paginate(request, pageRequest(query.page, query.page_size), count, results);
    },
  );

  api.get(
    '/reports/geojson/',
    {
      schema: {
        tags,
        description: `The reports the viewer may see as map points, leaving off those whose place is withheld from them. ${HUNT_FILTER}`,
        querystring: reportGeojsonQuerySchema,
        response: { 200: reportFeatureCollectionSchema },
      },
      compress: MAP_DATA_COMPRESSION,
    },
    async (request, reply) =>
      sendFeatureCollection(
        reply,
        database,
        await reportFeatureRows(db, request.viewer?.id ?? null, request.query),
      ),
  );

  api.get(
    '/reports/nearby/',
    {
      schema: {
        tags,
        description:
          'The reports the viewer may see within `radius` km, nearest first, leaving off those whose place is withheld from them.',
        querystring: reportNearbyQuerySchema,
        response: { 200: paginatedSchema(nearbyReportSchema) },
      },
    },
    async (request) => {
      const { query } = request;
      const { count, results } = await findNearbyReports(db, request.viewer?.id ?? null, query);
      return paginate(request, pageRequest(query.page, query.page_size), count, results);
    },
  );

  api.get(
    '/reports/:id/',
    {
      schema: {
        tags,
        description: `404 for a report the viewer may not see. ${WITHHELD_PLACE} ${BLOCKED_READER}`,
        params: idParamsSchema,
        response: { 200: reportSchema },
      },
    },
    async (request) => getReport(db, request.viewer?.id ?? null, request.params.id),
  );

  api.post(
    '/reports/',
    {
      schema: { tags, security, body: reportCreateSchema, response: { 201: reportSchema } },
      config: { idempotent: 'in-transaction' },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      return answerOnce(db, request, reply, 201, (tx) => createReport(tx, viewer.id, request.body));
    },
  );

  api.patch(
    '/reports/:id/',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: reportUpdateSchema,
        response: { 200: reportSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return updateReport(db, viewer.id, request.params.id, request.body);
    },
  );

  api.delete(
    '/reports/:id/',
    { schema: { tags, security, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const photoFiles = await deleteReport(db, viewer.id, request.params.id);
      await removePhotoFiles(storage, photoFiles, request.log);
      return reply.status(204).send(null);
    },
  );
}
