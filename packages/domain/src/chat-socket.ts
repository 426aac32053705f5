/** The frames the chat and feed sockets send (seed 000 section 7); types only, no zod. */
import type { Message, Notification } from './chat.js';

export interface ChatInitFrame {
  type: 'chat_init';
  /** The latest messages, oldest first. */
  messages: Message[];
  /** Older messages exist: page 2 of GET /api/conversations/{id}/messages/. */
  has_more: boolean;
}

export interface ChatMessageFrame {
  type: 'chat_message';
  message: Message;
  /** The sender's client_id of send_message, when it gave one. */
  client_id: string | null;
}

/** Sent only to a participant who is the typer's friend now, who may see their email. */
export interface ChatTypingFrame {
  type: 'chat_typing';
  user_id: number;
  user_email: string;
  status: 'start' | 'stop';
}

/**
 * A write over a socket that was refused: nothing was saved. `status` 429 with `retry_after`
 * (seconds) once the hunter's write budget is spent, as REST answers the same flood.
 */
export interface SocketErrorFrame {
  type: 'error';
  detail: string;
  status?: number;
  retry_after?: number;
}

/** A send_message that was not stored: nothing was saved. */
export interface ChatErrorFrame extends SocketErrorFrame {
  client_id: string | null;
}

export interface NotificationFrame {
  type: 'notification';
  notification: Notification;
}

/**
 * The hunter's unread counts as the server holds them when the feed socket opens and after a
 * write that changed them (a message or notification arrived, a conversation or notification was
 * read): the badges take them as is.
 */
export interface UnreadCountsFrame {
  type: 'unread_counts';
  /** Unread messages from others across the hunter's conversations (GET /conversations/unread_count/). */
  messages: number;
  /** Unread notifications (GET /notifications/unread_count/). */
  notifications: number;
}

export type ChatServerFrame =
  ChatInitFrame | ChatMessageFrame | ChatTypingFrame | ChatErrorFrame | NotificationFrame;
