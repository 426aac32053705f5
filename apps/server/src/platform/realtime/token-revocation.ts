import type { TokensEndedListener } from '../access-tokens.js';
import type { TokenCutoffs } from '../token-cutoffs.js';
import { liveChannel } from './bus.js';
import type { Realtime } from './index.js';

/**
 * Ending a hunter's access tokens (sign-out, sign-out everywhere) reaches every instance through
 * the bus: each instance's hub closes the hunter's sockets opened with an older token, and its
 * token cutoffs honour the new cutoff at once instead of at their next re-read.
 */
export async function revokeSocketsWithTokens(
  realtime: Realtime,
  cutoffs: TokenCutoffs,
): Promise<TokensEndedListener> {
  await realtime.bus.subscribe(liveChannel, (event) => {
    if (event.kind === 'tokens_ended') cutoffs.learn(event.userId, event.validAfterMs);
  });
  return (userId, validAfterMs) =>
    realtime.publisher.publish([{ kind: 'tokens_ended', userId, validAfterMs }]);
}
