/**
 * The schemas the code the app starts with validates answers by, and zod with them: loaded beside
 * the first request that needs them instead of as part of the app's first script (issue 14).
 */
export const loadSchemas = () => import('./auth-schemas');
