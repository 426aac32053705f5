import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ArchiveJob } from '@marshlog/domain';

/** A finished archive stays downloadable this long, then its file is removed. */
export const ARCHIVE_KEPT_MS = 60 * 60 * 1000;

interface Job {
  id: string;
  ownerId: number;
  status: ArchiveJob['status'];
  progress: number;
  createdAt: Date;
  file: string;
}

/**
 * Archives being prepared or ready on this instance, kept in memory with their files in
 * `DATA_DIR/archives`; a job of another hunter is unknown (404) to the asker.
 */
export class ArchiveJobs {
  private readonly jobs = new Map<string, Job>();
  private readonly preparing = new Set<Promise<void>>();

  constructor(
    private readonly directory: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts `work` in the background and answers the job at once. */
  async start(
    ownerId: number,
    work: (file: string, onProgress: (done: number) => void) => Promise<void>,
  ): Promise<Job> {
    await fs.mkdir(this.directory, { recursive: true });
    const id = randomUUID();
    const job: Job = {
      id,
      ownerId,
      status: 'preparing',
      progress: 0,
      createdAt: new Date(),
      file: path.join(this.directory, `${id}.zip`),
    };
    this.jobs.set(id, job);
    const prepared = work(job.file, (done) => {
      job.progress = Math.min(99, Math.floor(done * 100));
    }).then(
      () => {
        job.status = 'ready';
        job.progress = 100;
      },
      (error: unknown) => {
        job.status = 'failed';
        this.log.error({ err: error, archive: id }, 'preparing an archive failed');
      },
    );
    this.preparing.add(prepared);
    void prepared.finally(() => this.preparing.delete(prepared));
    setTimeout(() => void this.forget(id), ARCHIVE_KEPT_MS).unref();
    return job;
  }

  /** Waits for the archives still being prepared: the server is closing. */
  async settle(): Promise<void> {
    await Promise.all(this.preparing);
  }

  /** The hunter's own job, or undefined. */
  find(id: string, ownerId: number): Job | undefined {
    const job = this.jobs.get(id);
    return job?.ownerId === ownerId ? job : undefined;
  }

  private async forget(id: string) {
    const job = this.jobs.get(id);
    this.jobs.delete(id);
    if (job) await fs.rm(job.file, { force: true });
  }
}

/** A job as the API answers it. */
export function presentJob(job: Job): ArchiveJob {
  return {
    id: job.id,
    status: job.status,
    progress: job.progress,
    download_path: job.status === 'ready' ? `/api/export/archive/${job.id}/download/` : null,
    created_at: job.createdAt.toISOString(),
  };
}
