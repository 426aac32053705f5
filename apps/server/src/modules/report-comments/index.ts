/** The report-comments module offers a report's comment thread and the service that adds to it. */
export { commentThreadRows, createComment } from './service.js';
