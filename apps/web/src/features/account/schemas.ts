import { lazyResolver } from '../../lib/lazy-resolver';

/** The account screens' schemas load with their first request or validation (issue 14). */
const load = () => import('./account-form-schemas');

export const accountSchemas = load;
export const passwordChangeResolver = lazyResolver(
  async () => (await load()).passwordChangeResolver,
);
export const resetRequestResolver = lazyResolver(async () => (await load()).resetRequestResolver);
export const resetConfirmResolver = lazyResolver(async () => (await load()).resetConfirmResolver);
export const deletionResolver = lazyResolver(async () => (await load()).deletionResolver);
