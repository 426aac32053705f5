import type { ArchiveJob } from '@marshlog/domain';
import type { TestApp } from './app.js';

/** Starts the hunter's full archive and waits until it is no longer preparing; fails loudly otherwise. */
export async function preparedArchive(
  app: TestApp,
  headers: Record<string, string>,
  waitMs = 10_000,
): Promise<ArchiveJob> {
  const started = await app.inject({ method: 'POST', url: '/api/export/archive/', headers });
  if (started.statusCode !== 202) throw new Error(`archive start answered ${started.statusCode}`);
  let job = started.json<ArchiveJob>();
  for (let attempt = 0; attempt < waitMs / 100 && job.status === 'preparing'; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const url = `/api/export/archive/${job.id}/`;
    job = (await app.inject({ method: 'GET', url, headers })).json<ArchiveJob>();
  }
  return job;
}
