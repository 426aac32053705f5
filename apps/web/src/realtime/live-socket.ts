import { SOCKET_CLOSE_CODES } from '@marshlog/domain';
import { tokenStore } from '../api';

export type LiveSocketStatus = 'connecting' | 'open' | 'offline';

export interface LiveSocketOptions<Frame extends { type: string }> {
  /** The socket's path on this host, e.g. `/ws/chat/12/`; the token is added to the query. */
  path: string;
  /** Each JSON frame with a type; the server's frame types are trusted, not validated, here. */
  onFrame(frame: Frame): void;
  onStatus?(status: LiveSocketStatus): void;
  /**
   * The server closed the socket for good: the room refused (4404), the session refused (4401
   * even with a fresh token), the hunter signed out (`signedOut`) or lost the room
   * (`noLongerAllowed`: a block, an unfriend). Not called for an expired token, which reconnects.
   */
  onRefused?(code: number): void;
  /** After an unclean close: how many reconnects, how far apart (seed 000 sections 4 and 9). */
  maxReconnects?: number;
  reconnectDelayMs?: number;
}

export interface LiveSocket {
  /** Sends a JSON frame; false when the socket is not open (the caller falls back or reports). */
  send(frame: object): boolean;
  readonly isOpen: boolean;
  close(): void;
}

const DEFAULT_RECONNECTS = 10;
const DEFAULT_DELAY_MS = 3000;

/** ws:// or wss:// on the page's own host, with the access token in the query. */
function socketUrl(path: string, token: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${path}?token=${encodeURIComponent(token)}`;
}

/** Close codes after which the socket does not come back. */
const FINAL_CLOSES: ReadonlySet<number> = new Set([
  SOCKET_CLOSE_CODES.notFound,
  SOCKET_CLOSE_CODES.signedOut,
  SOCKET_CLOSE_CODES.noLongerAllowed,
]);

/**
 * A websocket with the hunter's token that reconnects after an unclean close, up to
 * `maxReconnects` times `reconnectDelayMs` apart. A 4401 close is retried once with a fresh
 * token; the server's close at the token's expiry reconnects at once with a fresh token; a 4404,
 * a sign-out or a lost right to the room is final. Frames that are not JSON objects are dropped.
 */
export function openLiveSocket<Frame extends { type: string }>(
  options: LiveSocketOptions<Frame>,
): LiveSocket {
  const maxReconnects = options.maxReconnects ?? DEFAULT_RECONNECTS;
  const delay = options.reconnectDelayMs ?? DEFAULT_DELAY_MS;
  let socket: WebSocket | null = null;
  let attempts = 0;
  let closedByUs = false;
  let retriedToken = false;
  let tokenExpired = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const status = (value: LiveSocketStatus) => options.onStatus?.(value);

  const scheduleReconnect = () => {
    if (closedByUs || attempts >= maxReconnects) {
      status('offline');
      return;
    }
    attempts += 1;
    status('connecting');
    timer = setTimeout(() => void connect(), delay);
  };

  async function connect() {
    status('connecting');
    const fresh = retriedToken || tokenExpired;
    tokenExpired = false;
    const token = fresh ? await tokenStore.refresh() : await tokenStore.getToken();
    if (closedByUs) return;
    if (!token) {
      status('offline');
      options.onRefused?.(SOCKET_CLOSE_CODES.unauthorized);
      return;
    }
    const current = new WebSocket(socketUrl(options.path, token));
    socket = current;
    current.onopen = () => {
      attempts = 0;
      status('open');
    };
    current.onmessage = (event: MessageEvent) => {
      const frame = parseFrame(event.data);
      if (frame) options.onFrame(frame as Frame);
    };
    current.onclose = (event: CloseEvent) => {
      if (socket !== current || closedByUs) return;
      socket = null;
      if (event.code === SOCKET_CLOSE_CODES.unauthorized && !retriedToken) {
        retriedToken = true;
        void connect();
        return;
      }
      if (event.code === SOCKET_CLOSE_CODES.tokenExpired) {
        tokenExpired = true;
        void connect();
        return;
      }
      if (event.code === SOCKET_CLOSE_CODES.unauthorized || FINAL_CLOSES.has(event.code)) {
        status('offline');
        options.onRefused?.(event.code);
        return;
      }
      retriedToken = false;
      if (event.wasClean && event.code === 1000) status('offline');
      else scheduleReconnect();
    };
  }

  void connect();
  return {
    send(frame) {
      if (socket?.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    get isOpen() {
      return socket?.readyState === WebSocket.OPEN;
    },
    close() {
      closedByUs = true;
      clearTimeout(timer);
      socket?.close(1000);
      socket = null;
    },
  };
}

function parseFrame(data: unknown): ({ type: string } & Record<string, unknown>) | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value === 'object' && value !== null && 'type' in value) {
      return value as { type: string } & Record<string, unknown>;
    }
  } catch (error) {
    console.warn('Ignored a socket frame that is not JSON', error);
  }
  return null;
}
