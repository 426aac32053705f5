/** The schemas of band and season answers, and zod with them; loaded lazily, through schemas.ts. */
export { bandLogEntrySchema, bandLogSchema, seasonSummarySchema } from '@marshlog/domain';
