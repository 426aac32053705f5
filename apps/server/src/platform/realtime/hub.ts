import { SOCKET_CLOSE_CODES, SOCKET_CLOSE_REASONS } from '@marshlog/domain';
import type { BusLogger, Delivery, EventBus, LiveEvent, Revocation } from './bus.js';
import { liveChannel } from './bus.js';

/** What the hub needs of a WebSocket (the `ws` socket @fastify/websocket hands a route). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string | Buffer, options: { binary: boolean }): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: unknown) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

const OPEN = 1;
/** A frame's UTF-8 bytes sent as a text frame (ws would send a Buffer as binary). */
const TEXT_FRAME = { binary: false };

/** One hunter's socket on this instance. */
export interface SocketSession {
  viewerId: number;
  socket: SocketLike;
  /** When the access token it opened with was issued: ending the hunter's tokens closes it. */
  tokenIssuedAtMs: number;
  /** A chat socket's other participant: when the tie between them ends, so does the socket. */
  counterpartId?: number;
}

/**
 * This instance's sockets, on per-hunter channels (STYLE.md rule 13): an event arrives with its
 * audience decided and its frames built once per view, and the hub hands each view's frame,
 * serialized and UTF-8 encoded once, to the receivers' own sockets in the event's room. It runs no query. Control
 * events close the sockets of a hunter who signed out or lost a conversation.
 */
export class SocketHub {
  private readonly byViewer = new Map<number, Set<SocketSession>>();
  private readonly byRoom = new Map<string, Set<SocketSession>>();
  private readonly roomsOf = new Map<SocketSession, Set<string>>();

  constructor(private readonly log: BusLogger) {}

  /** A hub hearing the bus's one channel. */
  static async listen(bus: EventBus, log: BusLogger): Promise<SocketHub> {
    const hub = new SocketHub(log);
    await bus.subscribe(liveChannel, (event) => hub.receive(event));
    return hub;
  }

  /** Puts the session in these rooms (it is kept, in all of them, until its socket closes). */
  join(session: SocketSession, rooms: string[]): void {
    // Closed while it was being opened: its close event has passed.
    if (session.socket.readyState > OPEN) return;
    let joined = this.roomsOf.get(session);
    if (!joined) {
      joined = new Set();
      this.roomsOf.set(session, joined);
      let sessions = this.byViewer.get(session.viewerId);
      if (!sessions) this.byViewer.set(session.viewerId, (sessions = new Set()));
      sessions.add(session);
      session.socket.on('close', () => this.remove(session));
    }
    for (const room of rooms) {
      joined.add(room);
      let listeners = this.byRoom.get(room);
      if (!listeners) this.byRoom.set(room, (listeners = new Set()));
      listeners.add(session);
    }
  }

  /** Takes the session out of these rooms (it stays in its others). */
  leave(session: SocketSession, rooms: string[]): void {
    for (const room of rooms) {
      this.roomsOf.get(session)?.delete(room);
      const listeners = this.byRoom.get(room);
      listeners?.delete(session);
      if (listeners?.size === 0) this.byRoom.delete(room);
    }
  }

  /** Sends a frame to one socket if it is still open. */
  static send(socket: SocketLike, frame: object): void {
    if (socket.readyState === OPEN) socket.send(JSON.stringify(frame), TEXT_FRAME);
  }

  /** Sessions connected to this instance, for the benchmark's memory figure. */
  get size(): number {
    return this.roomsOf.size;
  }

  /** One event from the bus. */
  receive(event: LiveEvent): void {
    try {
      if (event.kind === 'deliver') this.deliver(event);
      else this.revoke(event);
    } catch (error) {
      this.log.error({ err: error, kind: event.kind }, 'realtime event not handled');
    }
  }

  private remove(session: SocketSession): void {
    this.leave(session, [...(this.roomsOf.get(session) ?? [])]);
    this.roomsOf.delete(session);
    const sessions = this.byViewer.get(session.viewerId);
    sessions?.delete(session);
    if (sessions?.size === 0) this.byViewer.delete(session.viewerId);
  }

  private deliver({ room, views }: Delivery): void {
    const listeners = this.byRoom.get(room);
    if (!listeners) return;
    const served = new Set<number>();
    for (const view of views) {
      // Serialized and encoded once for all its receivers: a string would be encoded per socket.
      let bytes: Buffer | undefined;
      const send = (session: SocketSession) => {
        bytes ??= Buffer.from(JSON.stringify(view.frame));
        if (session.socket.readyState === OPEN) session.socket.send(bytes, TEXT_FRAME);
      };
      if ('to' in view) {
        for (const receiverId of view.to) {
          if (served.has(receiverId)) continue;
          served.add(receiverId);
          for (const session of this.byViewer.get(receiverId) ?? []) {
            if (listeners.has(session)) send(session);
          }
        }
      } else {
        const except = new Set(view.everyoneExcept);
        for (const session of listeners) {
          if (!served.has(session.viewerId) && !except.has(session.viewerId)) send(session);
        }
      }
    }
  }

  private revoke(event: Revocation): void {
    if (event.kind === 'tokens_ended') {
      for (const session of this.byViewer.get(event.userId) ?? []) {
        if (session.tokenIssuedAtMs < event.validAfterMs) {
          session.socket.close(SOCKET_CLOSE_CODES.signedOut, SOCKET_CLOSE_REASONS.signedOut);
        }
      }
      return;
    }
    const [a, b] = event.between;
    for (const [hunter, other] of [
      [a, b],
      [b, a],
    ] as const) {
      for (const session of this.byViewer.get(hunter) ?? []) {
        if (session.counterpartId !== other) continue;
        session.socket.close(
          SOCKET_CLOSE_CODES.noLongerAllowed,
          SOCKET_CLOSE_REASONS.noLongerAllowed,
        );
      }
    }
  }
}
