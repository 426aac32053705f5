import type { ExportFormat, ExportKind, PrivacyLevel } from '@marshlog/domain';
import { API_BASE_URL, tokenStore } from '../../api';
import { apiErrorFrom, fetchOrNetworkError } from '../../api/errors';

export interface ExportChoice {
  kind: ExportKind;
  format: ExportFormat;
  season?: number;
  privacyLevel?: PrivacyLevel;
}

/**
 * Fetches a file of the API with the session's token (a plain link cannot carry it) and hands it
 * to the browser's downloads, under the server's name from Content-Disposition or `fallbackName`.
 */
export async function saveDownload(apiPath: string, fallbackName: string): Promise<void> {
  const token = await tokenStore.getToken();
  const response = await fetchOrNetworkError(`${API_BASE_URL}${apiPath}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) throw await apiErrorFrom(response);
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = named?.[1] ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Downloads the hunter's items of a kind in a format, by season and privacy. */
export function downloadExport(choice: ExportChoice): Promise<void> {
  const query = new URLSearchParams({ format: choice.format });
  if (choice.season !== undefined) query.set('season', String(choice.season));
  if (choice.privacyLevel) query.set('privacy_level', choice.privacyLevel);
  return saveDownload(
    `/export/${choice.kind}/?${query.toString()}`,
    `marshlog-${choice.kind}.${choice.format}`,
  );
}
