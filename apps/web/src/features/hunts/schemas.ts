import { lazyResolver } from '../../lib/lazy-resolver';

/**
 * The hunt schemas, and zod with them, load beside the first request or validation that needs
 * them, not with the hunt screens (issue 14).
 */
const loadHuntSchemas = () => import('./hunt-schemas');

export const huntSchema = async () => (await loadHuntSchemas()).huntSchema;
export const huntPageSchema = async () => (await loadHuntSchemas()).huntPageSchema;
export const frequentSpeciesSchema = async () => (await loadHuntSchemas()).frequentSpeciesSchema;
export const huntFormResolver = lazyResolver(
  async () => (await loadHuntSchemas()).huntFormResolver,
);
export const birdEntryResolver = lazyResolver(
  async () => (await loadHuntSchemas()).birdEntryResolver,
);
