import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_MEGABYTES,
  IMPORT_MESSAGES,
  importCommitSchema,
  importJobParamsSchema,
  importJobSchema,
  importPreviewSchema,
  importResultSchema,
} from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
import { HttpError, notFound } from '../../platform/errors.js';
import { sendJsonText } from '../../platform/json-text.js';
import { requireViewer } from '../../platform/viewer.js';
import { archiveImportRoutes } from './archive/routes.js';
import { ImportJobs, presentImportJob } from './jobs.js';
import { commitImport, previewImport } from './service.js';
import type { DeclaredFormat } from './waypoints.js';
import { saveUpload, tooLarge } from './upload.js';

/** The upload types the preview reads, and the format each declares ('xml': GPX or KML by its root). */
const UPLOAD_TYPES: Record<string, DeclaredFormat> = {
  'application/gpx+xml': 'gpx',
  'application/vnd.google-earth.kml+xml': 'kml',
  'application/geo+json': 'geojson',
  'application/json': 'geojson',
  'application/xml': 'xml',
  'text/xml': 'xml',
};

const UPLOAD_DESCRIPTION =
  `The raw GPX or KML file of waypoints, or GeoJSON points, is the body (up to ${IMPORT_MAX_MEGABYTES} MB, ` +
  'Content-Type naming its format); it is read in a worker thread. Each candidate has ' +
  '`duplicate_of` set when the hunter already saved it (same name within 25 m), and each feature ' +
  'left out has its reason. Nothing is saved. DOCTYPE and entity declarations are refused.';

/** The declared format, or a 415 naming the types the import takes. */
function declaredFormat(request: FastifyRequest): DeclaredFormat {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const declared = UPLOAD_TYPES[type];
  if (!declared) throw new HttpError(415, IMPORT_MESSAGES.unsupportedType);
  return declared;
}

/**
 * The upload routes take the raw file as a stream, written to DATA_DIR/imports (never held in
 * memory whole); any other Content-Type is a 415 naming the ones they take.
 */
async function uploadRoutes(scope: FastifyInstance, { db, config }: AppContext) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const directory = path.join(config.dataDir, 'imports');
  const jobs = new ImportJobs(scope.log);
  scope.addHook('onClose', () => jobs.settle());
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(Object.keys(UPLOAD_TYPES), (_request, payload, done) =>
    done(null, payload),
  );
  scope.addContentTypeParser('*', (_request, _payload, done) =>
    done(new HttpError(415, IMPORT_MESSAGES.unsupportedType)),
  );
  // A declared size over the limit is refused before a byte of it is read.
  const refuseDeclaredOverLimit = async (request: FastifyRequest) => {
    if (Number(request.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES) throw tooLarge();
  };
  const upload = async (request: FastifyRequest) => {
    const declared = declaredFormat(request);
    return { declared, file: await saveUpload(request.body, directory) };
  };

  api.post(
    '/import/locations/preview/',
    {
      onRequest: refuseDeclaredOverLimit,
      schema: {
        tags: ['import'],
        security: [{ bearerAuth: [] }],
        description: `Reads a file and answers what would be imported. ${UPLOAD_DESCRIPTION}`,
        response: { 200: importPreviewSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const preview = await previewImport(db, viewer.id, await upload(request));
      // Written in the worker through importPreviewSchema: sent as it is.
      return sendJsonText(reply, preview.json);
    },
  );

  api.post(
    '/import/locations/jobs/',
    {
      onRequest: refuseDeclaredOverLimit,
      schema: {
        tags: ['import'],
        security: [{ bearerAuth: [] }],
        description:
          'Starts reading a file in the background (for large files) and answers 202 with the ' +
          `job to follow; once ready, its preview is at \`preview_path\`. ${UPLOAD_DESCRIPTION}`,
        response: { 202: importJobSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const file = await upload(request);
      const { size } = await fs.stat(file.file);
      const job = jobs.start(viewer.id, size, (onProgress) =>
        previewImport(db, viewer.id, file, onProgress),
      );
      return reply.status(202).send(presentImportJob(job));
    },
  );

  api.get(
    '/import/locations/jobs/:id/',
    {
      schema: {
        tags: ['import'],
        security: [{ bearerAuth: [] }],
        description:
          "A background import's progress (percent of the file read, features found), then " +
          "where its preview is or why the file was refused; 404 for another hunter's job.",
        params: importJobParamsSchema,
        response: { 200: importJobSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const job = jobs.find(request.params.id, viewer.id);
      if (!job) throw notFound();
      return presentImportJob(job);
    },
  );

  api.get(
    '/import/locations/jobs/:id/preview/',
    {
      schema: {
        tags: ['import'],
        security: [{ bearerAuth: [] }],
        description:
          "A ready background import's preview, as the preview route answers it; 404 until it " +
          "is ready or for another hunter's job.",
        params: importJobParamsSchema,
        response: { 200: importPreviewSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const previewJson = jobs.find(request.params.id, viewer.id)?.previewJson;
      if (!previewJson) throw notFound();
      return sendJsonText(reply, previewJson);
    },
  );
}

/**
 * Locations from other maps' files (a preview of the file, then the chosen waypoints saved), and
 * a Marshlog archive's locations and hunts.
 */
export async function importRoutes(app: FastifyInstance, context: AppContext) {
  await app.register(async (scope) => uploadRoutes(scope, context));
  await app.register(async (scope) => archiveImportRoutes(scope, context));
  app.withTypeProvider<ZodTypeProvider>().post(
    '/import/locations/',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags: ['import'],
        security: [{ bearerAuth: [] }],
        description:
          "Saves the chosen waypoints of a preview as the hunter's locations, all at one privacy " +
          'level (private unless chosen), in one transaction: every one is valid or nothing is ' +
          'saved. Waypoints already saved (same name within 25 m) or repeated are left out and listed.',
        body: importCommitSchema,
        response: { 200: importResultSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return commitImport(context.db, viewer.id, request.body);
    },
  );
}
