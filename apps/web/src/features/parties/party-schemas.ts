/** The party answer's schema, and zod with it; loaded lazily, through schemas.ts. */
export { partySchema } from '@marshlog/domain';
