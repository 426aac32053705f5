/** The domain schemas of the session and auth answers; loaded lazily, through schemas.ts. */
export {
  apiErrorSchema,
  authResponseSchema,
  providerListSchema,
  sessionSchema,
  sessionTokenSchema,
  signoutResponseSchema,
} from '@marshlog/domain';
