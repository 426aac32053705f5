/** The reports module offers the service that files a report. */
export { createReport } from './service.js';
