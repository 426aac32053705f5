import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  bulkDeletePhotosSchema,
  bulkUpdatePhotosSchema,
  confirmUploadSchema,
  generateUploadUrlSchema,
  paginatedSchema,
  galleryPhotoSchema,
  photoGalleryQuerySchema,
  photoListQuerySchema,
  photoSchema,
  updatePhotoSchema,
  uploadUrlSchema,
} from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
import { pageRequest, paginate } from '../../platform/pagination.js';
import { idParamsSchema } from '../../platform/params.js';
import { requireViewer } from '../../platform/viewer.js';
import {
  bulkDeletePhotos,
  bulkUpdatePhotos,
  deletePhoto,
  getPhoto,
  listGallery,
  listPhotos,
  updatePhoto,
  type PhotoDeps,
} from './service.js';
import { confirmUpload, grantUpload } from './upload.js';
import { photoDownloadGuard } from './download-guard.js';
import { scheduleUploadSweep } from './pending-uploads.js';

const UPLOAD_SWEEP_EVERY_MS = 60_000;

const tags = ['photos'];
const security = [{ bearerAuth: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/**
 * Photos of hunts, locations and reports (seed 001 section 7): a three-step upload (signed form,
 * direct upload to storage, confirmation), the lists, and changes by the uploader or an editor.
 */
export async function photoRoutes(app: FastifyInstance, { db, storage }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps: PhotoDeps = { db, storage };
  // Uploads never confirmed (and replays of used forms) leave storage once their form expired.
  const stopSweep = scheduleUploadSweep(db, storage, app.log, UPLOAD_SWEEP_EVERY_MS);
  storage.guardDownloads(photoDownloadGuard(db));
  app.addHook('onClose', async () => stopSweep());

  api.post(
    '/photos/generate_upload_url/',
    {
      schema: {
        tags,
        security,
        body: generateUploadUrlSchema,
        response: { 200: uploadUrlSchema, ...errors },
      },
    },
    async (request) => grantUpload(deps, requireViewer(request).id, request.body),
  );

  api.post(
    '/photos/confirm_upload/',
    {
      schema: {
        tags,
        security,
        body: confirmUploadSchema,
        response: { 201: photoSchema, ...errors, 409: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      return reply
        .status(201)
        .send(await confirmUpload(deps, viewer.id, request.body, request.log));
    },
  );

  api.get(
    '/photos/',
    {
      schema: {
        tags,
        querystring: photoListQuerySchema,
        response: { 200: paginatedSchema(photoSchema) },
      },
    },
    async (request) => {
      const page = pageRequest(request.query.page, request.query.page_size);
      const { count, results } = await listPhotos(
        deps,
        request.viewer?.id ?? null,
        request.query,
        page,
      );
      return paginate(request, page, count, results);
    },
  );

  api.get(
    '/photos/user_gallery/',
    {
      schema: {
        tags,
        security,
        querystring: photoGalleryQuerySchema,
        response: { 200: paginatedSchema(galleryPhotoSchema) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const page = pageRequest(request.query.page, request.query.page_size);
      const { count, results } = await listGallery(deps, viewer.id, request.query, page);
      return paginate(request, page, count, results);
    },
  );

  api.post(
    '/photos/bulk_update/',
    {
      schema: {
        tags,
        security,
        body: bulkUpdatePhotosSchema,
        response: {
          200: z.object({ updated: z.number().int(), results: z.array(photoSchema) }),
          ...errors,
        },
      },
    },
    async (request) => {
      const results = await bulkUpdatePhotos(deps, requireViewer(request).id, request.body);
      return { updated: results.length, results };
    },
  );

  api.delete(
    '/photos/bulk_delete/',
    {
      schema: {
        tags,
        security,
        body: bulkDeletePhotosSchema,
        response: { 200: z.object({ deleted: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return { deleted: await bulkDeletePhotos(deps, viewer.id, request.body.ids, request.log) };
    },
  );

  api.get(
    '/photos/:id/',
    {
      schema: { tags, params: idParamsSchema, response: { 200: photoSchema, 404: apiErrorSchema } },
    },
    async (request) => getPhoto(deps, request.viewer?.id ?? null, request.params.id),
  );

  api.patch(
    '/photos/:id/',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: updatePhotoSchema,
        response: { 200: photoSchema, ...errors },
      },
    },
    async (request) =>
      updatePhoto(deps, requireViewer(request).id, request.params.id, request.body),
  );

  api.delete(
    '/photos/:id/',
    { schema: { tags, security, params: idParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deletePhoto(deps, requireViewer(request).id, request.params.id, request.log);
      return reply.status(204).send(null);
    },
  );
}
