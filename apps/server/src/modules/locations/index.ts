/** The locations module offers the services that save and share a spot. */
export { createLocation, shareLocation } from './service.js';
