import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  HookHandlerDoneFunction,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import { AUTH_MESSAGES, apiErrorSchema, unknownQueryParameterMessage } from '@marshlog/domain';
import { badRequest, unauthorized } from './errors.js';
import type { MethodIndex } from './allowed-methods.js';
import { isWriteRoute } from './route-hooks.js';

/** What a route declares in its schema, as far as its error answers follow from it. */
type DeclaredSchema = FastifySchema & { response?: Record<string, unknown> };

type RequestHook = (request: FastifyRequest, reply: unknown, done: HookHandlerDoneFunction) => void;

/** The hooks this module adds, so a route seen twice (GET and its HEAD) gets them once. */
const contractHooks = new WeakSet<object>();

/**
 * The error statuses a route can answer, read from what it declares: every route refuses a query
 * parameter it does not know (400) and a bad or expired token (401); a path id may name nothing the
 * viewer can see (404), or, for a signed-in write, an item the viewer may see but not change (403); a write may carry a body too large (413) or not JSON (415) and spends the
 * hunter's write budget (429), as does a route with its own rate limit; and any route may fail
 * on the server's side (500) or with the database down (503).
 */
function errorStatuses(route: RouteOptions, schema: DeclaredSchema): number[] {
  const methods = [route.method].flat();
  const writes = isWriteRoute(route);
  return [
    400,
    401,
    // Signed in but not allowed to change the item the path names (the viewer may see it).
    ...(writes && schema.params && schema.security?.length ? [403] : []),
    ...(schema.params ? [404] : []),
    // A path parameter longer than the router takes (100 characters).
    ...(schema.params ? [414] : []),
    ...(writes ? [413, 415] : []),
    // An Idempotency-Key used before for another request (platform/idempotency.ts): creates and
    // edits take one (an edit kept in the outbox while offline is sent with its key), and so does
    // a removal that answers once (a bird removed offline).
    ...((((methods.includes('POST') || methods.includes('PATCH')) &&
      route.config?.idempotent !== false) ||
      route.config?.idempotent === 'in-transaction') &&
    !route.url.startsWith('/api/auth/')
      ? [422]
      : []),
    ...(writes || route.config?.rateLimit ? [429] : []),
    // A failure of the server's own (never one a client can cause), or the database down.
    500,
    503,
  ];
}

/** 401 before anything else is read: a route that declares bearer auth needs a signed-in viewer. */
const requireSignedIn: RequestHook = (request, _reply, done) => {
  if (request.viewer) done();
  else done(unauthorized(AUTH_MESSAGES.notSignedIn));
};
contractHooks.add(requireSignedIn);

/** The property names a JSON Schema object (or each branch of a union of them) allows. */
function propertyNames(schema: Record<string, unknown>): Set<string> | undefined {
  if (schema.additionalProperties || schema.patternProperties || schema.propertyNames) {
    return undefined;
  }
  const names = new Set(Object.keys((schema.properties as object | undefined) ?? {}));
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const branch of (schema[key] as Record<string, unknown>[] | undefined) ?? []) {
      const branchNames = propertyNames(branch);
      if (!branchNames) return undefined;
      for (const name of branchNames) names.add(name);
    }
  }
  return schema.type === 'object' || names.size > 0 ? names : undefined;
}

const knownNamesBySchema = new WeakMap<object, Set<string> | undefined>();

/** The query parameters a route declares; undefined when its schema takes any name. */
function declaredQueryNames(querystring: unknown): Set<string> | undefined {
  if (querystring === undefined) return new Set();
  if (typeof querystring !== 'object' || querystring === null) return undefined;
  if (knownNamesBySchema.has(querystring)) return knownNamesBySchema.get(querystring);
  const jsonSchema =
    querystring instanceof z.ZodType
      ? z.toJSONSchema(querystring, { io: 'input', unrepresentable: 'any' })
      : querystring;
  const names = propertyNames(jsonSchema as Record<string, unknown>);
  knownNamesBySchema.set(querystring, names);
  return names;
}

/** 400 naming the first query parameter the route does not declare. */
function refuseUnknownQuery(known: ReadonlySet<string>): RequestHook {
  const hook: RequestHook = (request, _reply, done) => {
    if (!request.url.includes('?')) {
      done();
      return;
    }
    for (const name of Object.keys(request.query as object)) {
      if (!known.has(name)) {
        const message = unknownQueryParameterMessage(name);
        done(badRequest(message, { [name]: [message] }));
        return;
      }
    }
    done();
  };
  contractHooks.add(hook);
  return hook;
}

/**
 * The API contract, decided once for every route from what it declares (DESIGN.md section 4):
 * each documents the error answers it can give with the one error body; a route that declares
 * bearer auth answers 401 before its body or query is read; an unknown query parameter answers
 * 400; and the index of methods per path (405's Allow) learns the route.
 */
export function registerApiContract(api: FastifyInstance, methods: MethodIndex): void {
  api.addHook('onRoute', (route) => {
    methods.record(route);
    const schema = (route.schema ?? {}) as DeclaredSchema;
    if (schema.hide) return;
    const errorResponses = Object.fromEntries(
      errorStatuses(route, schema).map((status) => [String(status), apiErrorSchema]),
    );
    route.schema = { ...schema, response: { ...errorResponses, ...schema.response } };

    const existing = [route.onRequest ?? []].flat();
    if (existing.some((hook) => contractHooks.has(hook))) return;
    const known = declaredQueryNames(schema.querystring);
    const added: RequestHook[] = [
      ...(schema.security?.length ? [requireSignedIn] : []),
      ...(known ? [refuseUnknownQuery(known)] : []),
    ];
    route.onRequest = [...existing, ...added] as RouteOptions['onRequest'];
  });
}
