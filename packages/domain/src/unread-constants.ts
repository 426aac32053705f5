/**
 * The live word of a message that arrived while its conversation is not open, and the Messages
 * badge: read by the app bar on every screen, so kept apart from the chat's own texts.
 */
export const UNREAD_MESSAGE_TEXTS = {
  toastTitle: 'New message from {name}',
  openConversation: 'Open conversation',
  /** A sender no longer shown (an account deleted since). */
  unknownSender: 'a friend',
  /** Read after the Messages link's name: "Messages, 3 unread". */
  navUnread: ', {count} unread',
} as const;
