/** The users module offers the user JSON (also as a report's author), its columns and lookups. */
export { ownerColumns, presentAuthor, presentUser, type OwnerRow } from './present.js';
export { findUserByEmail, findUserById, sameUsername, type UserRow } from './queries.js';
