/** The chat module offers the count of a hunter's unread messages. */
export { countUnreadMessages } from './unread-messages.js';
