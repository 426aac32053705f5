import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { IMPORT_MESSAGES, type ImportJob } from '@marshlog/domain';
import { HttpError } from '../../platform/errors.js';
import type { PreviewDocument } from './parse-worker.js';
import type { ReadProgress } from './waypoints.js';

/** A read file's preview stays here this long for the hunter to choose from, then is dropped. */
export const IMPORT_JOB_KEPT_MS = 60 * 60 * 1000;

interface Job {
  id: string;
  ownerId: number;
  status: ImportJob['status'];
  progress: number;
  featuresRead: number;
  /** The preview's JSON once ready. */
  previewJson: string | null;
  error: string | null;
  createdAt: Date;
}

/**
 * Files being read in the background on this instance, kept in memory like the archive jobs; a
 * job of another hunter is unknown (404) to the asker.
 */
export class ImportJobs {
  private readonly jobs = new Map<string, Job>();
  private readonly reading = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Starts reading a file of `size` bytes with `work` and answers the job at once. */
  start(
    ownerId: number,
    size: number,
    work: (onProgress: (progress: ReadProgress) => void) => Promise<PreviewDocument>,
  ): Job {
    const job: Job = {
      id: randomUUID(),
      ownerId,
      status: 'reading',
      progress: 0,
      featuresRead: 0,
      previewJson: null,
      error: null,
      createdAt: new Date(),
    };
    this.jobs.set(job.id, job);
    const read = work(({ bytes, features }) => {
      job.progress = Math.min(99, Math.floor((bytes / Math.max(size, 1)) * 100));
      job.featuresRead = features;
    }).then(
      (preview) => {
        Object.assign(job, { status: 'ready', progress: 100, previewJson: preview.json });
        job.featuresRead = preview.features;
      },
      (error: unknown) => {
        job.status = 'failed';
        // A refusal names the problem for the hunter; anything else is logged, not shown.
        if (error instanceof HttpError && error.statusCode < 500) job.error = error.message;
        else {
          job.error = IMPORT_MESSAGES.unreadable;
          this.log.error({ err: error, importJob: job.id }, 'reading an import failed');
        }
      },
    );
    this.reading.add(read);
    void read.finally(() => this.reading.delete(read));
    setTimeout(() => this.jobs.delete(job.id), IMPORT_JOB_KEPT_MS).unref();
    return job;
  }

  /** Waits for the files still being read: the server is closing. */
  async settle(): Promise<void> {
    await Promise.all(this.reading);
  }

  /** The hunter's own job, or undefined. */
  find(id: string, ownerId: number): Job | undefined {
    const job = this.jobs.get(id);
    return job?.ownerId === ownerId ? job : undefined;
  }
}

/** A job as the API answers it (its preview is read at `preview_path`). */
export function presentImportJob(job: Job): ImportJob {
  return {
    id: job.id,
    status: job.status,
    progress: job.progress,
    features_read: job.featuresRead,
    preview_path: job.previewJson === null ? null : `/api/import/locations/jobs/${job.id}/preview/`,
    error: job.error,
    created_at: job.createdAt.toISOString(),
  };
}
