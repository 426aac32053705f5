/**
 * The web app's zod (vite.config.ts resolves `zod` here): zod itself, told before any schema is
 * built not to compile its parsers with `new Function`. The app's Content-Security-Policy allows
 * no eval, so zod's probe for it (its first object parse) was refused and reported as a policy
 * violation on every page load; zod then parsed without compiling anyway. The server, where eval
 * is allowed, imports zod directly and keeps its compiled parsers.
 */
import { config, z } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
