/** The friendships module offers the services that ask for, answer and end a friendship. */
export { applyFriendshipAction, createFriendship } from './service.js';
