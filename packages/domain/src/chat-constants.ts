/** Limits, messages and socket codes of direct chat and notifications; no zod, so screens and the header bell load them cheaply. */

/** The chat view's page size (seed 000 section 9); the API's default is MESSAGES_PAGE_SIZE. */
export const CHAT_PAGE_SIZE = 50;
export const MESSAGES_PAGE_SIZE = 20;
export const CONVERSATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const MESSAGE_MAX_LENGTH = 2000;
/** The hunter's own typing stop is sent after this much idle time (seed 000 sections 4 and 9). */
export const CHAT_TYPING_IDLE_MS = 1500;
/** How long the chat waits for a sent message to be stored before calling it not sent. */
export const CHAT_SEND_TIMEOUT_MS = 10_000;

/** Seed 000 sections 2 and 8 word for word; the validation and permission messages are ours. */
export const CHAT_MESSAGES = {
  heading: 'Chat with {friend}',
  section: 'Direct messages',
  loading: 'Loading conversation...',
  empty: 'No messages yet. Say hello!',
  typing: '{friend} is typing...',
  placeholder: 'Write a message',
  send: 'Send',
  startFailedTitle: 'Unable to start chat',
  startFailedDescription: 'Please try again in a moment.',
  sendFailedTitle: 'Message not sent',
  sendFailedDescription: 'Check your connection and try again.',
  contentRequired: 'Message cannot be empty',
  contentTooLong: `Message cannot exceed ${MESSAGE_MAX_LENGTH} characters`,
  friendsOnly: 'You can only message your friends',
  unknownHunter: 'No hunter with that id exists.',
  notYourself: 'You cannot start a chat with yourself',
  olderLoading: 'Loading older messages...',
  messageButton: 'Message',
} as const;

/** "Chat with {friend}" for one friend's name. */
export function chatHeading(friendName: string): string {
  return CHAT_MESSAGES.heading.replace('{friend}', friendName);
}

export function typingText(friendName: string): string {
  return CHAT_MESSAGES.typing.replace('{friend}', friendName);
}

/** The Messages page. */
export const MESSAGES_PAGE_TEXT = {
  title: 'Messages',
  description: 'Direct chats with your friends.',
  emptyTitle: 'No conversations yet',
  emptyDescription: 'Start a chat with the Message button beside a friend.',
  noMessages: 'No messages yet',
  you: 'You',
} as const;

/**
 * Close codes of the chat and feed sockets, in the 4000-4999 range applications own; each close
 * carries the reason below, so a client can tell a bad token (sign in again) from a wrong room.
 * A socket lives no longer than its hunter's right to listen: `tokenExpired` closes it when its
 * access token expires (the client refreshes the token and reconnects), `signedOut` when the
 * hunter signed out or their access tokens were ended, `noLongerAllowed` when a block, an unfriend
 * or a lost conversation took the room away (the client stops and says why).
 */
export const SOCKET_CLOSE_CODES = {
  unauthorized: 4401,
  notFound: 4404,
  tokenExpired: 4440,
  signedOut: 4441,
  noLongerAllowed: 4403,
  serverShutdown: 1001,
} as const;

export const SOCKET_CLOSE_REASONS = {
  unauthorized: 'Invalid or expired token',
  notFound: 'Conversation not found',
  tokenExpired: 'Access token expired',
  signedOut: 'Signed out',
  noLongerAllowed: 'No longer allowed',
  serverShutdown: 'Server shutting down',
} as const;

/** What the chat says when its socket was closed for good, by close code. */
export const CHAT_CLOSED_MESSAGES = {
  title: 'Chat closed',
  signedOut: 'You signed out. Sign in again to keep chatting.',
  noLongerAllowed: 'You can only message your friends',
} as const;

/**
 * The refusal frame a socket answers a write with once the hunter's write budget is spent (the
 * same budget, per hunter and part of the API, as REST, where it answers 429 with Retry-After):
 * `{type: 'error', status: 429, detail, retry_after}` (seconds), with `client_id` on chat.
 */
export const SOCKET_WRITE_REFUSED_STATUS = 429;

export const NOTIFICATION_KINDS = [
  'friend_request',
  'friend_accepted',
  'report_comment',
  'activity_reaction',
  'activity_comment',
  'location_shared',
  'new_message',
  'party_invite',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification is about, for its link. */
export const NOTIFICATION_TARGET_TYPES = [
  'friendship',
  'conversation',
  'report',
  'activity',
  'location',
  'hunt',
] as const;
export type NotificationTargetType = (typeof NOTIFICATION_TARGET_TYPES)[number];

const NOTIFICATION_TEXT: Record<NotificationKind, string> = {
  friend_request: '{actor} sent you a friend request',
  friend_accepted: '{actor} accepted your friend request',
  report_comment: '{actor} commented on your report',
  activity_reaction: '{actor} reacted to your activity',
  activity_comment: '{actor} commented on your activity',
  location_shared: '{actor} shared a location with you',
  new_message: '{actor} sent you a message',
  party_invite: '{actor} named you in their hunting party',
};

/** The sentence a notification shows, e.g. "Ann Teal sent you a friend request". */
export function notificationText(kind: NotificationKind, actorName: string): string {
  return NOTIFICATION_TEXT[kind].replace('{actor}', actorName);
}

/** Where a notification leads in the web app. */
export function notificationLink(target: { type: NotificationTargetType; id: number }): string {
  switch (target.type) {
    case 'friendship':
      return '/friends';
    case 'conversation':
      return `/messages?conversation=${target.id}`;
    case 'report':
      return `/reports/${target.id}`;
    case 'activity':
      return '/feed';
    case 'location':
      return `/locations/${target.id}`;
    case 'hunt':
      return `/hunts/${target.id}`;
  }
}

export const NOTIFICATION_TEXTS = {
  bellLabel: 'Notifications',
  bellUnread: '{count} unread notifications',
  title: 'Notifications',
  /** The panel's region name; the toasts' live region is already called Notifications. */
  panelLabel: 'Your notifications',
  empty: 'You are all caught up.',
  loadFailed: 'Could not load notifications.',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
} as const;
