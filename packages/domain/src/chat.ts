import { z } from 'zod';
import {
  CONVERSATIONS_PAGE_SIZE,
  CHAT_MESSAGES,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PAGE_SIZE,
  NOTIFICATION_KINDS,
  NOTIFICATION_TARGET_TYPES,
  NOTIFICATIONS_PAGE_SIZE,
} from './chat-constants.js';
import { pageQueryFields, recordIdSchema } from './pagination.js';

/** A message's text: trimmed, not blank, at most 2000 characters. */
export const messageContentSchema = z
  .string({ error: CHAT_MESSAGES.contentRequired })
  .trim()
  .min(1, CHAT_MESSAGES.contentRequired)
  .max(MESSAGE_MAX_LENGTH, CHAT_MESSAGES.contentTooLong);

/** POST /api/conversations/start/ */
export const conversationStartSchema = z.object({
  user_id: recordIdSchema,
  initial_message: z
    .string()
    .trim()
    .max(MESSAGE_MAX_LENGTH, CHAT_MESSAGES.contentTooLong)
    .optional()
    .transform((text) => (text ? text : undefined)),
});
export type ConversationStartInput = z.input<typeof conversationStartSchema>;

/** POST /api/conversations/{id}/messages/ and the socket's send_message. */
export const messageCreateSchema = z.object({ content: messageContentSchema });

export const conversationListQuerySchema = z.object({
  ...pageQueryFields(CONVERSATIONS_PAGE_SIZE),
});
export const messageListQuerySchema = z.object({ ...pageQueryFields(MESSAGES_PAGE_SIZE) });

/** The sender as a message shows them (seed 000 section 3: name, username). */
export const messageSenderSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  username: z.string(),
});

export const messageSchema = z.object({
  id: z.number().int().positive(),
  conversation: z.number().int().positive(),
  sender: messageSenderSchema,
  content: z.string(),
  created_at: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** The other participant of a conversation. */
export const chatUserSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  username: z.string(),
  profile_image_url: z.string().nullable(),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

export const conversationSchema = z.object({
  id: z.number().int().positive(),
  other_user: chatUserSchema,
  last_message: messageSchema.nullable(),
  unread_count: z.number().int().min(0),
  updated_at: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const markReadResultSchema = z.object({ marked: z.number().int().min(0) });

export const notificationSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(NOTIFICATION_KINDS),
  actor: chatUserSchema.nullable(),
  message: z.string(),
  target: z.object({ type: z.enum(NOTIFICATION_TARGET_TYPES), id: z.number().int().positive() }),
  link: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  unread: z
    .enum(['true', 'false'], { error: 'unread must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  ...pageQueryFields(NOTIFICATIONS_PAGE_SIZE),
});

/** POST /api/notifications/mark_read/: some ids, or all of them. */
export const notificationMarkReadSchema = z
  .object({
    ids: z.array(recordIdSchema).min(1).max(100).optional(),
    all: z.literal(true).optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), {
    message: 'Send ids, or all: true',
    path: ['ids'],
  });
export type NotificationMarkRead = z.infer<typeof notificationMarkReadSchema>;

export const unreadCountSchema = z.object({ unread_count: z.number().int().min(0) });

/** A frame a chat socket accepts; anything else is ignored and the connection kept. */
export const chatClientFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('send_message'),
    content: z.string(),
    /** Echoed on the stored message, so the sender knows which send it acknowledges. */
    client_id: z.string().max(64).optional(),
  }),
  z.object({ type: z.literal('typing_start') }),
  z.object({ type: z.literal('typing_stop') }),
]);
export type ChatClientFrame = z.infer<typeof chatClientFrameSchema>;
