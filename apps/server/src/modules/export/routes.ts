import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportParamsSchema, exportQuerySchema } from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
import { requireViewer } from '../../platform/viewer.js';
import { archiveRoutes } from './archive/routes.js';
import { exportStatement } from './records.js';
import { exportStream } from './stream.js';
import { exportWriter } from './writers.js';

/** The hunter's own hunts, locations and reports as CSV, GPX, KML or GeoJSON files. */
export async function exportRoutes(app: FastifyInstance, context: AppContext) {
  const { db, database } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  await archiveRoutes(app, context);

  api.get(
    '/export/:kind/',
    {
      schema: {
        tags: ['export'],
        security: [{ bearerAuth: [] }],
        description:
          "Streams the signed-in hunter's own items of a kind as a file: CSV (hunts: one row per " +
          'bird, species and sex by their catalogue names), GPX or KML waypoints (name, notes, ' +
          'date; the type as GPX `type` and as KML folders) or GeoJSON points. `season` is the ' +
          'year a season opened (September 1 to August 31); `privacy_level` narrows further.',
        params: exportParamsSchema,
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { kind } = request.params;
      const { format, season, privacy_level: privacyLevel } = request.query;
      const writer = exportWriter(kind, format);
      const statement = exportStatement(db, viewer.id, kind, {
        season,
        privacy_level: privacyLevel,
      });
      const name = ['marshlog', kind, season, privacyLevel].filter(Boolean).join('-');
      return reply
        .type(writer.contentType)
        .header('content-disposition', `attachment; filename="${name}.${writer.extension}"`)
        .send(await exportStream(database, statement, writer));
    },
  );
}
