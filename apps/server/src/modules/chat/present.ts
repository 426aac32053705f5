import type { Conversation, Message } from '@marshlog/domain';
import { isoTime } from '../../platform/iso-time.js';

export interface MessageRow {
  id: number;
  conversationId: number;
  content: string;
  createdAt: Date;
  sender: { id: number; name: string; username: string };
}

export interface ConversationRow {
  id: number;
  updatedAt: Date;
  other: { id: number; name: string; username: string; profileImageUrl: string | null };
  /** Left-joined: every field null before the first message. */
  lastMessage: {
    id: number | null;
    conversationId: number | null;
    content: string | null;
    createdAt: Date | null;
    senderId: number | null;
    senderName: string | null;
    senderUsername: string | null;
  } | null;
  unreadCount: number;
}

/** The message JSON: `{id, conversation, sender: {id, name, username}, content, created_at}`. */
export function presentMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversation: row.conversationId,
    sender: { id: row.sender.id, name: row.sender.name, username: row.sender.username },
    content: row.content,
    created_at: isoTime(row.createdAt),
  };
}

export function presentConversation(row: ConversationRow): Conversation {
  const last = row.lastMessage;
  const lastMessage =
    last?.id != null &&
    last.conversationId != null &&
    last.content != null &&
    last.createdAt != null &&
    last.senderId != null
      ? presentMessage({
          id: last.id,
          conversationId: last.conversationId,
          content: last.content,
          createdAt: last.createdAt,
          sender: {
            id: last.senderId,
            name: last.senderName ?? '',
            username: last.senderUsername ?? '',
          },
        })
      : null;
  return {
    id: row.id,
    other_user: {
      id: row.other.id,
      name: row.other.name,
      username: row.other.username,
      profile_image_url: row.other.profileImageUrl,
    },
    last_message: lastMessage,
    unread_count: row.unreadCount,
    updated_at: isoTime(row.updatedAt),
  };
}
