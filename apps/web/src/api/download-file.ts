import { apiErrorFrom, fetchOrNetworkError } from './errors';
import { API_BASE_URL, tokenStore } from './instance';

/** The server's file name from Content-Disposition, or the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return named?.[1] ?? fallback;
}

/**
 * Fetches a file from the API with the session's token (a plain link cannot carry it) and hands
 * it to the browser's downloads; `path` is under the API base, with its query.
 */
export async function downloadApiFile(path: string, fallbackName: string): Promise<void> {
  const token = await tokenStore.getToken();
  const response = await fetchOrNetworkError(`${API_BASE_URL}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) throw await apiErrorFrom(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
