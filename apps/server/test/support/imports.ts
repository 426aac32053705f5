import type { ImportCommitInput, ImportJob, ImportPreview, ImportResult } from '@marshlog/domain';
import type { TestApp } from './app.js';
import type { Hunter } from './users.js';

/** Uploads a file to the import preview as the hunter; answers the raw response. */
export function uploadForPreview(
  app: TestApp,
  hunter: Hunter | null,
  file: string | Buffer,
  contentType: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/import/locations/preview/',
    headers: { ...hunter?.headers, 'content-type': contentType },
    payload: file,
  });
}

/** The preview of a file the test expects to be read; fails loudly otherwise. */
export async function previewFile(
  app: TestApp,
  hunter: Hunter,
  file: string,
  contentType: string,
): Promise<ImportPreview> {
  const response = await uploadForPreview(app, hunter, file, contentType);
  if (response.statusCode !== 200) {
    throw new Error(`preview failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<ImportPreview>();
}

/** Saves the preview's candidates that are not already saved; fails loudly otherwise. */
export async function importCandidates(
  app: TestApp,
  hunter: Hunter,
  preview: ImportPreview,
  privacyLevel?: ImportCommitInput['privacy_level'],
): Promise<ImportResult> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/import/locations/',
    headers: hunter.headers,
    payload: {
      ...(privacyLevel ? { privacy_level: privacyLevel } : {}),
      locations: preview.candidates
        .filter((candidate) => candidate.duplicate_of === null)
        .map(({ name, latitude, longitude, notes, location_type }) => ({
          name,
          latitude,
          longitude,
          notes,
          location_type,
        })),
    },
  });
  if (response.statusCode !== 200) {
    throw new Error(`import failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<ImportResult>();
}

/** Starts a background import of the file as the hunter; answers the raw response. */
export function startImportJob(
  app: TestApp,
  hunter: Hunter,
  file: string | Buffer,
  contentType: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/import/locations/jobs/',
    headers: { ...hunter.headers, 'content-type': contentType },
    payload: file,
  });
}

/** Follows a background import until it is no longer reading (up to a minute); fails loudly otherwise. */
export async function importJobDone(
  app: TestApp,
  hunter: Hunter,
  started: ImportJob,
): Promise<ImportJob> {
  let job = started;
  for (let attempt = 0; attempt < 600 && job.status === 'reading'; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const url = `/api/import/locations/jobs/${job.id}/`;
    job = (await app.inject({ method: 'GET', url, headers: hunter.headers })).json<ImportJob>();
  }
  if (job.status === 'reading') throw new Error(`import job ${job.id} still reading`);
  return job;
}

/** A ready job's preview; fails loudly otherwise. */
export async function jobPreview(
  app: TestApp,
  hunter: Hunter,
  job: ImportJob,
): Promise<ImportPreview> {
  if (!job.preview_path) throw new Error(`import job ${job.id} has no preview (${job.status})`);
  const response = await app.inject({
    method: 'GET',
    url: job.preview_path,
    headers: hunter.headers,
  });
  if (response.statusCode !== 200) throw new Error(`preview answered ${response.statusCode}`);
  return response.json<ImportPreview>();
}

/** A GPX of `count` numbered waypoints on a grid, about 100 bytes each. */
export function gridGpx(count: number, name = (index: number) => `Grid blind ${index}`): string {
  const points = Array.from({ length: count }, (_, index) => {
    const latitude = (30 + (index % 1000) * 0.001).toFixed(6);
    const longitude = (-90 - Math.floor(index / 1000) * 0.01).toFixed(6);
    return `<wpt lat="${latitude}" lon="${longitude}"><name>${name(index)}</name><desc>North levee ${index}</desc></wpt>`;
  });
  return `<?xml version="1.0"?>\n<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">\n${points.join('\n')}\n</gpx>\n`;
}
