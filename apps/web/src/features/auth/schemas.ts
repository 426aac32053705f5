import { lazyResolver } from '../../lib/lazy-resolver';

/**
 * The account forms' schemas, and zod with them, load on the first validation or request that
 * needs them, not with the sign-in, sign-up and profile screens (issue 14's first-load budget).
 */
const loadAuthFormSchemas = () => import('./auth-form-schemas');

export const userSchema = async () => (await loadAuthFormSchemas()).userSchema;
export const signInResolver = lazyResolver(
  async () => (await loadAuthFormSchemas()).signInResolver,
);
export const signUpResolver = lazyResolver(
  async () => (await loadAuthFormSchemas()).signUpResolver,
);
export const profileResolver = lazyResolver(
  async () => (await loadAuthFormSchemas()).profileResolver,
);
