import {
  IMPORT_CONTENT_TYPES,
  IMPORT_MESSAGES,
  importJobSchema,
  importPreviewSchema,
  type ImportFormat,
  type ImportJob,
  type ImportPreview,
} from '@marshlog/domain';
import { API_BASE_URL, api, tokenStore } from '../../api';
import { apiErrorFrom, fetchOrNetworkError } from '../../api/errors';

const FORMAT_BY_EXTENSION: Record<string, ImportFormat> = {
  gpx: 'gpx',
  kml: 'kml',
  geojson: 'geojson',
  json: 'geojson',
};

/** The Content-Type a file goes up with: its format by extension, else what the browser says. */
function uploadType(file: File): string {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const format = FORMAT_BY_EXTENSION[extension];
  return format ? IMPORT_CONTENT_TYPES[format] : file.type || 'application/octet-stream';
}

/** How often a file being read is asked about. */
const JOB_POLL_MS = 500;

/** Sends the file as the request body (the server reads up to 50 MB) to be read in the background. */
async function startImportJob(file: File): Promise<ImportJob> {
  const token = await tokenStore.getToken();
  const response = await fetchOrNetworkError(`${API_BASE_URL}/import/locations/jobs/`, {
    method: 'POST',
    headers: {
      'Content-Type': uploadType(file),
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: file,
    credentials: 'same-origin',
  });
  if (!response.ok) throw await apiErrorFrom(response);
  return importJobSchema.parse(await response.json());
}

/**
 * Uploads the file, follows its reading (each step reported to `onProgress`) and answers the
 * preview: nothing is saved yet. A file the server refused fails with its reason.
 */
export async function previewImportFile(
  file: File,
  onProgress: (job: ImportJob) => void,
): Promise<ImportPreview> {
  let job = await startImportJob(file);
  while (job.status === 'reading') {
    onProgress(job);
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
    job = await api.get(`/import/locations/jobs/${job.id}/`, { schema: importJobSchema });
  }
  if (job.status === 'failed') throw new Error(job.error ?? IMPORT_MESSAGES.unreadable);
  return api.get(`/import/locations/jobs/${job.id}/preview/`, { schema: importPreviewSchema });
}
