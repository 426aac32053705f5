import { lazyResolver } from '../../lib/lazy-resolver';

/**
 * The hunt schemas, and zod with them, load beside the first request or validation that needs
 * them, not with the hunt screens (issue 14); the forms' resolvers only with a form.
 */
const loadHuntSchemas = () => import('./hunt-schemas');
const loadHuntFormSchemas = () => import('./hunt-form-schemas');

export const huntSchema = async () => (await loadHuntSchemas()).huntSchema;
export const huntPageSchema = async () => (await loadHuntSchemas()).huntPageSchema;
export const frequentSpeciesSchema = async () => (await loadHuntSchemas()).frequentSpeciesSchema;
export const huntFormResolver = lazyResolver(
  async () => (await loadHuntFormSchemas()).huntFormResolver,
);
export const birdEntryResolver = lazyResolver(
  async () => (await loadHuntFormSchemas()).birdEntryResolver,
);
