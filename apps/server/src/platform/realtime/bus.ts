/**
 * The realtime event bus (DESIGN.md sections 2 and 8): events are published once, after the
 * write they announce has committed, on one bus channel that the socket hub of every instance
 * subscribes to. In-process by default, Redis pub/sub with REDIS_URL. Events carry ids and small
 * payloads; a client that reconnects re-syncs from the API.
 */

/** A JSON frame a socket sends, e.g. `{type: 'chat_message', message}`. */
export type LiveFrame = { type: string } & Record<string, unknown>;

/**
 * One view of an event and who gets it: named hunters (`to`), or every hunter listening in the
 * room except some (`everyoneExcept`: a public activity, minus those blocked with its author).
 */
export type DeliveryView =
  { to: number[]; frame: LiveFrame } | { everyoneExcept: number[]; frame: LiveFrame };

/**
 * An event with its audience already decided, in bulk, by the visibility module when it was
 * published (fan-out on write, DESIGN.md section 8): each view's frame is built once, and the hub
 * only routes it to the receivers' own sockets in `room` ('feed', 'conversation:12',
 * 'activity:5'). A receiver named in an earlier view is not served again by a later one, so the
 * most specific views come first. No socket asks the database whether it may hear it.
 */
export interface Delivery {
  kind: 'deliver';
  room: string;
  views: DeliveryView[];
}

/**
 * Control events that end or narrow sockets on every instance: a hunter's access tokens issued
 * before `validAfterMs` were ended (sign-out), or the tie between two hunters ended (a block or an
 * unfriend), which takes their conversation away from both.
 */
export type Revocation =
  | { kind: 'tokens_ended'; userId: number; validAfterMs: number }
  | { kind: 'ties_ended'; between: [number, number] };

export type LiveEvent = Delivery | Revocation;

export type EventListener = (event: LiveEvent) => void;
export type Unsubscribe = () => Promise<void>;

export interface EventBus {
  /** Never throws: a failed publish is logged, as clients re-sync from the API anyway. */
  publish(channel: string, event: LiveEvent): Promise<void>;
  subscribe(channel: string, listener: EventListener): Promise<Unsubscribe>;
  close(): Promise<void>;
}

/** The one bus channel: every event, whatever its audience, is one message to every instance. */
export const liveChannel = 'live';

/** A hunter's feed sockets: activities, notifications and presence. */
export const feedRoom = 'feed';

/** The sockets open on one conversation. */
export const conversationRoom = (conversationId: number) => `conversation:${conversationId}`;

/** The feed sockets that joined one activity's room: its reactions and comments. */
export const activityRoom = (activityId: number) => `activity:${activityId}`;

/** Minimal logger the bus reports failures to (Fastify's logger fits). */
export interface BusLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}
