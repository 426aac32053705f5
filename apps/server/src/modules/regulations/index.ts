/** The regulations module offers the hunter's season regulations, found and presented. */
export { presentHunterRegulations } from './present.js';
export { findHunterRegulations } from './queries.js';
