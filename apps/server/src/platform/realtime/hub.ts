import type { BusLogger, EventBus, RealtimeEvent, Unsubscribe } from './bus.js';

/** What the hub needs of a WebSocket (the `ws` socket @fastify/websocket hands a route). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: unknown) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

const OPEN = 1;

/** One connected hunter on one socket, in the rooms their permission allowed at connect time. */
export interface SocketSession {
  viewerId: number;
  socket: SocketLike;
  /** Re-checks one event for this receiver just before it is sent (e.g. a block since connect). */
  admits(event: RealtimeEvent): Promise<boolean>;
  /**
   * Optionally the frame this receiver gets instead of the event's own (e.g. an activity as they
   * may see it), or null to send nothing; called only once `admits` said yes.
   */
  frameFor?(event: RealtimeEvent): Promise<object | null>;
}

/**
 * Fans bus events out to this instance's sockets: one bus subscription per channel, however many
 * sockets share it, and every event filtered again for each receiver (STYLE.md, rule 7).
 */
export class SocketHub {
  private readonly rooms = new Map<string, Set<SocketSession>>();
  private readonly subscriptions = new Map<string, Promise<Unsubscribe>>();

  constructor(
    private readonly bus: EventBus,
    private readonly log: BusLogger,
  ) {}

  /** Puts the session in the channels' rooms until its socket closes. */
  async join(session: SocketSession, channels: string[]): Promise<void> {
    for (const channel of channels) {
      let room = this.rooms.get(channel);
      if (!room) {
        room = new Set();
        this.rooms.set(channel, room);
        this.subscriptions.set(
          channel,
          this.bus.subscribe(channel, (event) => this.deliver(channel, event)),
        );
      }
      room.add(session);
      await this.subscriptions.get(channel);
    }
    // Closed while joining: its close event has passed, so leave now.
    if (session.socket.readyState > OPEN) this.leave(session, channels);
    else session.socket.on('close', () => this.leave(session, channels));
  }

  /** Sends a frame to one socket if it is still open. */
  static send(socket: SocketLike, frame: object): void {
    if (socket.readyState === OPEN) socket.send(JSON.stringify(frame));
  }

  /** Sessions connected to this instance, for shutdown and the benchmark's memory figure. */
  get size(): number {
    const sessions = new Set<SocketSession>();
    for (const room of this.rooms.values()) for (const session of room) sessions.add(session);
    return sessions.size;
  }

  /** Takes the session out of these channels' rooms (it stays in its others). */
  leave(session: SocketSession, channels: string[]): void {
    for (const channel of channels) {
      const room = this.rooms.get(channel);
      if (!room) continue;
      room.delete(session);
      if (room.size > 0) continue;
      this.rooms.delete(channel);
      const subscription = this.subscriptions.get(channel);
      this.subscriptions.delete(channel);
      void subscription?.then((unsubscribe) => unsubscribe());
    }
  }

  /**
   * Sends one event to the room's receivers. A receiver in the event's audience was proven
   * allowed when it was written, so it gets the frame at once, serialized once for all of them;
   * everyone else is re-checked (`admits`) first.
   */
  private deliver(channel: string, event: RealtimeEvent): void {
    const room = this.rooms.get(channel);
    if (!room) return;
    let text: string | undefined;
    const sendAsIs = (socket: SocketLike) => {
      text ??= JSON.stringify(event.frame);
      if (socket.readyState === OPEN) socket.send(text);
    };
    for (const session of room) {
      if (!event.toActor && session.viewerId === event.actorId) continue;
      const proven = event.audience?.includes(session.viewerId) === true;
      if (proven && !session.frameFor) {
        sendAsIs(session.socket);
        continue;
      }
      (proven ? Promise.resolve(true) : session.admits(event))
        .then(async (admitted) => {
          if (!admitted) return null;
          return session.frameFor ? session.frameFor(event) : event.frame;
        })
        .then(
          (frame) => {
            if (frame === event.frame) sendAsIs(session.socket);
            else if (frame) SocketHub.send(session.socket, frame);
          },
          (error: unknown) => {
            this.log.error({ err: error, channel }, 'realtime event not checked for its receiver');
          },
        );
    }
  }
}
