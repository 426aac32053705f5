/** The hunts module offers the service that logs a hunt. */
export { createHunt } from './service.js';
