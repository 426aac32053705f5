import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { archiveJobSchema, archiveParamsSchema } from '@marshlog/domain';
import type { AppContext } from '../../../platform/context.js';
import { notFound } from '../../../platform/errors.js';
import { requireViewer } from '../../../platform/viewer.js';
import { ArchiveJobs, presentJob } from './jobs.js';
import { prepareArchive } from './prepare.js';

/** The full archive: started, followed, then downloaded, each by its hunter only. */
export async function archiveRoutes(app: FastifyInstance, { db, storage, config }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const jobs = new ArchiveJobs(path.join(config.dataDir, 'archives'), app.log);
  // Before the database and DATA_DIR go: an archive half-written at close is finished or removed.
  app.addHook('onClose', () => jobs.settle());

  api.post(
    '/export/archive/',
    {
      schema: {
        tags: ['export'],
        security: [{ bearerAuth: [] }],
        description:
          "Starts preparing a ZIP of everything the hunter owns (marshlog.json, the photos' " +
          'originals without camera metadata, README.md) in the background; answers 202 with ' +
          'the job to follow.',
        response: { 202: archiveJobSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const job = await jobs.start(viewer.id, (file, onProgress) =>
        prepareArchive({ db, storage }, viewer.id, file, onProgress),
      );
      return reply.status(202).send(presentJob(job));
    },
  );

  api.get(
    '/export/archive/:id/',
    {
      schema: {
        tags: ['export'],
        security: [{ bearerAuth: [] }],
        description: "The archive's progress; 404 for another hunter's archive.",
        params: archiveParamsSchema,
        response: { 200: archiveJobSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const job = jobs.find(request.params.id, viewer.id);
      if (!job) throw notFound();
      return presentJob(job);
    },
  );

  api.get(
    '/export/archive/:id/download/',
    {
      schema: {
        tags: ['export'],
        security: [{ bearerAuth: [] }],
        description: 'The ready archive as a ZIP; 404 until it is ready or for another hunter.',
        params: archiveParamsSchema,
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const job = jobs.find(request.params.id, viewer.id);
      if (job?.status !== 'ready') throw notFound();
      const day = job.createdAt.toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="marshlog-archive-${day}.zip"`)
        .send(createReadStream(job.file));
    },
  );
}
