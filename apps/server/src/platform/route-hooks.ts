import type { FastifyInstance, RouteOptions } from 'fastify';

/** The methods that change something: the only requests a write's budget, key or events concern. */
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a route answers at least one write method. */
export function isWriteRoute(route: Pick<RouteOptions, 'method'>): boolean {
  return [route.method].flat().some((method) => WRITE_METHODS.has(method));
}

/** The phases a platform hook can be given per route. */
type RoutePhase = 'preHandler' | 'onResponse';

/** Every hook added through addRouteHook: they stay ahead of a route's own hooks. */
const platformHooks = new WeakSet<object>();

/**
 * Adds a platform hook only to the routes it concerns, decided once per route as it is
 * registered, so every other route's requests (the reads) pass without calling it at all
 * (DESIGN.md section 8: the fixed cost of cheap routes). Such hooks run in the order they were
 * added and ahead of the route's own hooks of the same phase, as app-wide hooks did. Only routes
 * registered after this call get it, as with `addHook`.
 */
export function addRouteHook<Hook extends object>(
  app: FastifyInstance,
  phase: RoutePhase,
  concerns: (route: RouteOptions) => boolean,
  hook: Hook,
): void {
  platformHooks.add(hook);
  app.addHook('onRoute', (route) => {
    if (!concerns(route)) return;
    const hooks: object[] = [route[phase] ?? []].flat();
    if (hooks.includes(hook)) return;
    const firstOwn = hooks.findIndex((existing) => !platformHooks.has(existing));
    const at = firstOwn === -1 ? hooks.length : firstOwn;
    route[phase] = [...hooks.slice(0, at), hook, ...hooks.slice(at)] as RouteOptions[RoutePhase];
  });
}
