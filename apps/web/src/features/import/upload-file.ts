import {
  IMPORT_CONTENT_TYPES,
  importPreviewSchema,
  type ImportFormat,
  type ImportPreview,
} from '@marshlog/domain';
import { API_BASE_URL, tokenStore } from '../../api';
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

/**
 * Sends the file as the request body (the server reads up to 50 MB) with the session's token,
 * and answers the preview: nothing is saved yet.
 */
export async function previewImportFile(file: File): Promise<ImportPreview> {
  const token = await tokenStore.getToken();
  const response = await fetchOrNetworkError(`${API_BASE_URL}/import/locations/preview/`, {
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
  return importPreviewSchema.parse(await response.json());
}
