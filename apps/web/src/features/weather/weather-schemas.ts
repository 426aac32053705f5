/** The weather answer's schema, and zod with it; loaded lazily beside the first weather call. */
export { weatherResponseSchema } from '@marshlog/domain';
