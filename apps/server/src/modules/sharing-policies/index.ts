/** The sharing-policies module offers what a policy means for its reports, and creating one. */
export { findOwnPolicy, insertPolicy, requireFriends, type PolicyRow } from './rules.js';
export { createPolicy } from './service.js';
