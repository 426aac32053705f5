/**
 * The realtime event bus (DESIGN.md sections 2 and 8): modules publish small events on named
 * channels, socket hubs on every instance subscribe. In-process by default, Redis pub/sub with
 * REDIS_URL. Events carry ids and small payloads; a client that reconnects re-syncs from the API.
 */

/** One event: the frame receivers get, and who caused it, so each receiver can be re-checked. */
export interface RealtimeEvent {
  /** The hunter whose action caused the event; a receiver blocked with them never gets it. */
  actorId: number;
  /** Sent to the actor's own sockets too (a stored message), or only to the others (typing). */
  toActor: boolean;
  /** The JSON frame sockets send, e.g. `{type: 'chat_message', message}`. */
  frame: { type: string } & Record<string, unknown>;
  /**
   * The receivers the publisher proved may get this event at the moment it was written, in the
   * same transaction (a message's statement found the two accepted friends, no block, under a row
   * lock): their sockets send it without asking the database again. Everyone else is re-checked.
   */
  audience?: number[];
}

export type EventListener = (event: RealtimeEvent) => void;
export type Unsubscribe = () => Promise<void>;

export interface EventBus {
  /** Never throws: a failed publish is logged, as clients re-sync from the API anyway. */
  publish(channel: string, event: RealtimeEvent): Promise<void>;
  subscribe(channel: string, listener: EventListener): Promise<Unsubscribe>;
  close(): Promise<void>;
}

/** The channel of one conversation's participants. */
export const conversationChannel = (conversationId: number) => `conversation:${conversationId}`;

/** The channel of one hunter's own events (notifications). */
export const userChannel = (userId: number) => `user:${userId}`;

/** The channel of every activity; each feed socket re-checks an activity for its own hunter. */
export const feedChannel = 'feed';

/** Minimal logger the bus reports failures to (Fastify's logger fits). */
export interface BusLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}
