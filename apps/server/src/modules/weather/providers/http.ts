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

/** The mean of a day's readings, ignoring gaps; null when there are none. */
export function mean(values: readonly (number | null)[]): number | null {
  const readings = values.filter((value): value is number => typeof value === 'number');
  if (readings.length === 0) return null;
  return readings.reduce((sum, value) => sum + value, 0) / readings.length;
}

const INHG_PER_HPA = 0.0295299830714;
export const hectopascalsToInches = (hpa: number | null) =>
  hpa === null ? null : hpa * INHG_PER_HPA;

/** "2024-11-16T06:52" or "06:52:13" -> "06:52", the place's clock time. */
export function clockTime(value: string | null | undefined): string | null {
  const match = value ? /(\d{2}:\d{2})(?::\d{2})?$/.exec(value) : null;
  return match?.[1] ?? null;
}
