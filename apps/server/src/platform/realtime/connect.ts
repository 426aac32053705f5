import type { FastifyRequest } from 'fastify';
import { SOCKET_CLOSE_CODES, SOCKET_CLOSE_REASONS } from '@marshlog/domain';
import type { AccessTokens } from '../access-tokens.js';
import type { SocketLike } from './hub.js';
import type { OpeningGate } from './opening-gate.js';
import type { Publisher } from './publish.js';

/** What a socket route does once its hunter is known and allowed in. */
export interface SocketRoom {
  /** Called with each parsed JSON frame; a frame that is not JSON never reaches it. */
  onFrame(frame: unknown): Promise<void>;
}

/** The hunter a socket's token names, and when that token was issued. */
export interface SocketViewer {
  id: number;
  tokenIssuedAtMs: number;
}

/**
 * Accepts a socket whose token is in the query (`?token=JWT`): a bad or expired token closes it
 * with 4401, a room the hunter may not enter (`open` answers null) with 4404. The socket lives no
 * longer than its token: at the token's expiry it is closed with `tokenExpired` (the client
 * refreshes and reconnects). Frames that arrive while this is decided wait, in order; malformed
 * frames are ignored and the connection kept. The opening and each frame are event scopes: what
 * they announce is published once they are done. A route whose opening reads the database per
 * socket (chat: the conversation and its latest messages) passes an `openings` gate, a few at a
 * time, so a connect storm never crowds HTTP requests out of the database pool; one whose reads
 * are batched across openings (feed: the token's cutoff and presence) opens at once.
 */
export function acceptSocket(
  socket: SocketLike,
  request: FastifyRequest,
  {
    tokens,
    publisher,
    openings,
  }: { tokens: AccessTokens; publisher: Publisher; openings?: OpeningGate },
  open: (viewer: SocketViewer) => Promise<SocketRoom | null>,
): void {
  // Only the logger and the URL are kept: the request itself (with its reply, headers and raw
  // objects) is left to the garbage collector once the socket is open, a few KB per socket.
  const { log, url } = request;
  const waiting: unknown[] = [];
  let room: SocketRoom | null = null;
  let queue = Promise.resolve();
  let expiry: ReturnType<typeof setTimeout> | undefined;
  const handle = (frame: unknown) => {
    if (!room) return;
    const current = room;
    queue = queue
      .then(() => publisher.withEvents(() => current.onFrame(frame)))
      .catch((error: unknown) => log.error({ err: error }, 'socket frame failed'));
  };
  socket.on('message', (data: unknown) => {
    const frame = parseFrame(data);
    if (frame === undefined) return;
    if (room) handle(frame);
    else waiting.push(frame);
  });
  socket.on('close', () => clearTimeout(expiry));

  const opening = async () => {
    const token = new URL(url, 'http://marshlog.local').searchParams.get('token');
    const claims = token ? await tokens.verify(token) : null;
    if (!token || !claims) {
      socket.close(SOCKET_CLOSE_CODES.unauthorized, SOCKET_CLOSE_REASONS.unauthorized);
      return;
    }
    expiry = setTimeout(
      () => socket.close(SOCKET_CLOSE_CODES.tokenExpired, SOCKET_CLOSE_REASONS.tokenExpired),
      Math.max(0, claims.expiresAtMs - Date.now()),
    );
    const opened = await publisher.withEvents(() =>
      open({ id: claims.userId, tokenIssuedAtMs: claims.issuedAtMs }),
    );
    if (!opened) {
      socket.close(SOCKET_CLOSE_CODES.notFound, SOCKET_CLOSE_REASONS.notFound);
      return;
    }
    // Signed out while this was decided: the control event may have passed before the join.
    if (!(await tokens.verify(token))) {
      socket.close(SOCKET_CLOSE_CODES.signedOut, SOCKET_CLOSE_REASONS.signedOut);
      return;
    }
    room = opened;
    for (const frame of waiting.splice(0)) handle(frame);
  };
  (openings ? openings.run(opening) : opening()).catch((error: unknown) => {
    log.error({ err: error }, 'socket could not be opened');
    socket.close(1011, 'Server error');
  });
}

/** A frame's JSON object, or undefined when it is not a JSON object. */
function parseFrame(data: unknown): unknown {
  const text = Buffer.isBuffer(data) ? data.toString('utf8') : typeof data === 'string' ? data : '';
  if (text.length === 0 || text.length > 16_384) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}
