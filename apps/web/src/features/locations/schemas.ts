import { lazyResolver } from '../../lib/lazy-resolver';

/**
 * The location schemas, and zod with them, load beside the first request or validation that
 * needs them, not with the location screens (issue 14).
 */
const loadLocationSchemas = () => import('./location-schemas');

export const locationSchema = async () => (await loadLocationSchemas()).locationSchema;
export const locationPageSchema = async () => (await loadLocationSchemas()).locationPageSchema;
export const locationSeasonsSchema = async () =>
  (await loadLocationSchemas()).locationSeasonsSchema;
export const locationFormResolver = lazyResolver(
  async () => (await loadLocationSchemas()).locationFormResolver,
);
