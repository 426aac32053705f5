import type { ExportFormat, ExportKind, PrivacyLevel } from '@marshlog/domain';
import { API_BASE_URL, tokenStore } from '../../api';
import { apiErrorFrom, fetchOrNetworkError } from '../../api/errors';

export interface ExportChoice {
  kind: ExportKind;
  format: ExportFormat;
  season?: number;
  privacyLevel?: PrivacyLevel;
}

/** The server's file name from Content-Disposition, or a plain one. */
function fileNameOf(response: Response, choice: ExportChoice): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return named?.[1] ?? `marshlog-${choice.kind}.${choice.format}`;
}

/**
 * Fetches an export with the session's token (a plain link cannot carry it) and hands the file to
 * the browser's downloads.
 */
export async function downloadExport(choice: ExportChoice): Promise<void> {
  const query = new URLSearchParams({ format: choice.format });
  if (choice.season !== undefined) query.set('season', String(choice.season));
  if (choice.privacyLevel) query.set('privacy_level', choice.privacyLevel);
  const token = await tokenStore.getToken();
  const response = await fetchOrNetworkError(
    `${API_BASE_URL}/export/${choice.kind}/?${query.toString()}`,
    { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' },
  );
  if (!response.ok) throw await apiErrorFrom(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, choice);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
