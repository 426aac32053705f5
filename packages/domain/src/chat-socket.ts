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

export interface ChatTypingFrame {
  type: 'chat_typing';
  user_email: string;
  status: 'start' | 'stop';
}

/** A send_message that was not stored: nothing was saved. */
export interface ChatErrorFrame {
  type: 'error';
  detail: string;
  client_id: string | null;
}

export interface NotificationFrame {
  type: 'notification';
  notification: Notification;
}

export type ChatServerFrame =
  ChatInitFrame | ChatMessageFrame | ChatTypingFrame | ChatErrorFrame | NotificationFrame;
