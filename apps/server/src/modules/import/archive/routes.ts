import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ARCHIVE_IMPORT_MESSAGES,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_MEGABYTES,
  archiveImportPreviewSchema,
  archiveImportQuerySchema,
  archiveImportResultSchema,
} from '@marshlog/domain';
import type { AppContext } from '../../../platform/context.js';
import { HttpError } from '../../../platform/errors.js';
import { requireViewer } from '../../../platform/viewer.js';
import { saveUpload, tooLarge } from '../upload.js';
import { inWorker } from '../in-worker.js';
import type { ArchiveRecords } from './archive-document.js';
import { commitArchive, previewArchive } from './commit-archive.js';

const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed'];

const GUARDS =
  `The raw ZIP is the body (up to ${IMPORT_MAX_MEGABYTES} MB, Content-Type application/zip). ` +
  'Every entry is checked before anything is unpacked: too many files, too many bytes unpacked, ' +
  'a file compressed like a ZIP bomb, or a path outside the archive refuse it (400); only ' +
  'marshlog.json is read (photos are not imported).';

/**
 * A Marshlog archive (the ZIP the archive export writes) imported as the hunter's locations and
 * hunts: a preview, then the import itself, each sent the same file.
 */
export async function archiveImportRoutes(scope: FastifyInstance, { db, config }: AppContext) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const directory = path.join(config.dataDir, 'imports');
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(ZIP_TYPES, (_request, payload, done) => done(null, payload));
  scope.addContentTypeParser('*', (_request, _payload, done) =>
    done(new HttpError(415, ARCHIVE_IMPORT_MESSAGES.unsupportedType)),
  );
  const onRequest = async (request: FastifyRequest) => {
    if (Number(request.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES) throw tooLarge();
  };
  /** The uploaded archive's records, read in a worker thread; the file is gone once read. */
  const recordsOf = async (request: FastifyRequest) => {
    const file = await saveUpload(request.body, directory);
    try {
      return await inWorker<ArchiveRecords>('archive', { file });
    } finally {
      await fs.rm(file, { force: true });
    }
  };

  api.post(
    '/import/archive/preview/',
    {
      onRequest,
      schema: {
        tags: ['import'],
        security: [{ bearerAuth: [] }],
        description:
          'Reads a Marshlog archive and answers what it would import: its locations (judged as ' +
          "a file's waypoints are, duplicates flagged) and its hunts (left out when already " +
          `logged that day within 25 m, or not valid). Nothing is saved. ${GUARDS}`,
        response: { 200: archiveImportPreviewSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return previewArchive(db, viewer.id, await recordsOf(request));
    },
  );

  api.post(
    '/import/archive/',
    {
      onRequest,
      schema: {
        tags: ['import'],
        security: [{ bearerAuth: [] }],
        description:
          "Imports a Marshlog archive's locations and hunts with their birds as the hunter's, " +
          'all at `privacy_level` (private unless chosen), in one transaction: what the preview ' +
          `lists as importable is saved, or nothing is. ${GUARDS}`,
        querystring: archiveImportQuerySchema,
        response: { 200: archiveImportResultSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const records = await recordsOf(request);
      return commitArchive(db, viewer.id, records, request.query.privacy_level);
    },
  );
}
