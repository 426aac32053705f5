import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_MEGABYTES,
  IMPORT_MESSAGES,
  importCommitSchema,
  importPreviewSchema,
  importResultSchema,
  type ImportFormat,
} from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
import { HttpError, badRequest } from '../../platform/errors.js';
import { requireViewer } from '../../platform/viewer.js';
import { commitImport, previewImport } from './service.js';

/** The upload types the preview reads, and the format each declares ('xml': GPX or KML by its root). */
const UPLOAD_TYPES: Record<string, ImportFormat | 'xml'> = {
  'application/gpx+xml': 'gpx',
  'application/vnd.google-earth.kml+xml': 'kml',
  'application/geo+json': 'geojson',
  'application/json': 'geojson',
  'application/xml': 'xml',
  'text/xml': 'xml',
};

const tooLarge = () => new HttpError(413, IMPORT_MESSAGES.tooLarge);

/** The file's bytes as text, without a byte-order mark. */
function fileText(body: unknown): string {
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest(IMPORT_MESSAGES.empty);
  return body.toString('utf8').replace(/^\uFEFF/, '');
}

/**
 * The upload route reads the raw file (up to IMPORT_MAX_MEGABYTES megabytes, this route only) and answers a preview;
 * any other Content-Type is a 415 naming the ones it takes.
 */
async function previewRoute(scope: FastifyInstance, { db }: AppContext) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    Object.keys(UPLOAD_TYPES),
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  scope.addContentTypeParser('*', (_request, _payload, done) =>
    done(new HttpError(415, IMPORT_MESSAGES.unsupportedType)),
  );
  scope.withTypeProvider<ZodTypeProvider>().post(
    '/import/locations/preview/',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      // A declared size over the limit is refused before a byte of it is read.
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES) throw tooLarge();
      },
      schema: {
        tags: ['import'],
        security: [{ bearerAuth: [] }],
        description:
          'Reads a GPX or KML file of waypoints, or GeoJSON points (the raw file as the body, up ' +
          `to ${IMPORT_MAX_MEGABYTES} MB, Content-Type naming its format) and answers what would be imported: each ` +
          'candidate with `duplicate_of` set when the hunter already saved it (same name within ' +
          '25 m), and each feature left out with its reason. Nothing is saved. DOCTYPE and entity ' +
          'declarations are refused.',
        response: { 200: importPreviewSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const declared =
        UPLOAD_TYPES[
          (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
        ];
      if (!declared) throw new HttpError(415, IMPORT_MESSAGES.unsupportedType);
      return previewImport(db, viewer.id, declared, fileText(request.body));
    },
  );
}

/** Locations from other maps' files: a preview of the file, then the chosen waypoints saved. */
export async function importRoutes(app: FastifyInstance, context: AppContext) {
  await app.register(async (scope) => previewRoute(scope, context));
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
