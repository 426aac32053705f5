import { WeatherFetchError } from './types.js';

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/**
 * GETs a provider's JSON within the time limit, sorting every failure into a row of the error
 * table: the status of a refusal, the timeout, the network, or an answer that is not JSON.
 */
export async function getProviderJson(url: URL, timeoutMs: number): Promise<unknown> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new WeatherFetchError(isTimeout(error) ? { kind: 'timeout' } : { kind: 'network' });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new WeatherFetchError(isTimeout(error) ? { kind: 'timeout' } : { kind: 'network' });
  }
  if (!response.ok) throw new WeatherFetchError({ kind: 'status', status: response.status });
  if (text.trim() === '') throw new WeatherFetchError({ kind: 'empty' });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new WeatherFetchError({ kind: 'unsuccessful', reason: 'the answer is not JSON' });
  }
}
