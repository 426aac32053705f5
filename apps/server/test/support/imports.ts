import type { ImportCommitInput, ImportPreview, ImportResult } from '@marshlog/domain';
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
