import { LAYER_TIMING } from '@marshlog/domain';
import { ApiError } from '../../api';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A refusal (4xx) will not change on retry; a network failure or a server error may. */
const worthRetrying = (error: unknown) => !(error instanceof ApiError) || error.status >= 500;

/**
 * A layer sync, retried up to 3 times after 1, 2 and 3 seconds (seed 001 section 4) when the
 * network or the server failed; the last error is thrown for the caller to roll back.
 */
export async function sendWithRetries<T>(
  send: () => Promise<T>,
  delays: readonly number[] = LAYER_TIMING.retryDelaysMs,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !worthRetrying(error)) throw error;
      await wait(delay);
    }
  }
}
