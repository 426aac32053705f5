/** The schemas of regulations answers and files, and zod with them; loaded lazily, through schemas.ts. */
export {
  bagTallySchema,
  frameworkSchema,
  hunterRegulationsSchema,
  regulationSetSchema,
} from '@marshlog/domain';
