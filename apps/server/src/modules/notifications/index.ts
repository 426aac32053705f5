/** The notifications module offers recording, delivering and reading notifications and badges. */
export type { NotificationRow } from './present.js';
export { markTargetNotificationsRead } from './queries.js';
export { notificationDelivery, recordNotification } from './service.js';
export { announceUnreadCounts } from './unread-counts.js';
export { countUnreadMessages, unreadInConversation } from './unread-messages.js';
