import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import {
  HOSTILE_PATH_IDS,
  HOSTILE_QUERY_VALUES,
  HOSTILE_VALUES,
  exampleOf,
  fieldPaths,
  sample,
  seededRandom,
  withValue,
  type JsonSchema,
} from './support/fuzz-variants.js';
import { logHunt } from './support/hunts.js';
import { saveLocation } from './support/locations.js';
import { signUp, type Hunter } from './support/users.js';

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}
interface FuzzRequest {
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

/** Variants per field and per route, sampled so one database stays well under a minute. */
const SEED = Number(process.env.FUZZ_SEED ?? 16);
const VALUES_PER_FIELD = 10;
const BODY_VARIANTS_PER_ROUTE = 110;
const QUERY_VARIANTS_PER_ROUTE = 50;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Whole bodies that are not what any route expects. */
const HOSTILE_BODIES: { payload?: string; contentType?: string }[] = [
  {},
  { payload: '', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"\\u0000"', contentType: 'application/json' },
  { payload: '{"a":', contentType: 'application/json' },
  { payload: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
  { payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
  { payload: 'email=x', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'plain', contentType: 'text/plain' },
  { payload: '{}', contentType: 'application/json; charset=utf-16' },
  { payload: '{}', contentType: 'multipart/form-data; boundary=x' },
];

/** Headers the platform reads: tokens, keys, forwarding, cookies, all malformed. */
const HOSTILE_HEADERS: Record<string, string>[] = [
  { authorization: `Bearer ${'x'.repeat(5000)}` },
  { authorization: 'Bearer a.b.c' },
  { authorization: 'Basic Zm9vOmJhcg==' },
  { 'idempotency-key': 'k'.repeat(300) },
  { 'idempotency-key': 'ключ' },
  { 'x-forwarded-for': 'garbage, 999.1.1.1, ::1' },
  { cookie: `marshlog_device=${'A'.repeat(43)}; marshlog_refresh=%ff%fe` },
];

function fillPath(template: string, id: string): string {
  return template.replace(/\{[^}]+\}/g, id);
}

/** Every malformed request of one operation, for a base path id that exists. */
function variantsOf(
  template: string,
  method: string,
  operation: Operation,
  baseId: string,
  random: () => number,
): FuzzRequest[] {
  const upper = method.toUpperCase();
  const requests: FuzzRequest[] = [];
  const hasPathParams = template.includes('{');
  const url = fillPath(template, baseId);
  if (hasPathParams) {
    for (const id of HOSTILE_PATH_IDS) {
      requests.push({ method: upper, url: fillPath(template, id) });
      if (upper !== 'GET') {
        requests.push({
          method: upper,
          url: fillPath(template, id),
          payload: '{}',
          contentType: 'application/json',
        });
      }
    }
  }
  const queryNames = (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => parameter.name);
  const queryVariants = queryNames.flatMap((name) =>
    sample(HOSTILE_QUERY_VALUES, VALUES_PER_FIELD, random).map((value) => `${name}=${value}`),
  );
  queryVariants.push(`${queryNames[0] ?? 'page'}=1&${queryNames[0] ?? 'page'}=2`);
  for (const query of sample(queryVariants, QUERY_VARIANTS_PER_ROUTE, random)) {
    requests.push({ method: upper, url: `${url}?${query}` });
  }
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  for (const headers of HOSTILE_HEADERS) {
    const payload = bodySchema ? JSON.stringify(exampleOf(bodySchema)) : undefined;
    const contentType = payload ? 'application/json' : undefined;
    requests.push({ method: upper, url, payload, contentType, headers });
  }
  if (upper !== 'GET') {
    for (const body of HOSTILE_BODIES) requests.push({ method: upper, url, ...body });
  }
  if (bodySchema) {
    const base = exampleOf(bodySchema);
    const bodyVariants = fieldPaths(bodySchema).flatMap((path) => [
      ...sample(HOSTILE_VALUES, VALUES_PER_FIELD, random).map((value) =>
        withValue(base, path, value),
      ),
    ]);
    bodyVariants.push(base, { ...(base as object), unexpected: '\u0000' });
    for (const body of sample(bodyVariants, BODY_VARIANTS_PER_ROUTE, random)) {
      requests.push({
        method: upper,
        url,
        payload: JSON.stringify(body),
        contentType: 'application/json',
      });
    }
  }
  return requests;
}

describe(`fuzz: malformed variants of every route in the OpenAPI document on ${testBackend}`, () => {
  let app: TestApp;
  let document: OpenApiDocument;
  let hunter: Hunter;
  let huntId: number;
  let locationId: number;
  beforeAll(async () => {
    app = await createTestApp();
    document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    hunter = await signUp(app);
    huntId = (await logHunt(app, hunter)).id;
    locationId = (await saveLocation(app, hunter)).id;
  });
  afterAll(() => app.close());

  /** Routes in document order; sign-out last, since it ends the fuzzing hunter's session. */
  function operations(): [string, string, Operation][] {
    const all = Object.entries(document.paths).flatMap(([template, item]) =>
      METHODS.filter((method) => item[method]).map(
        (method) => [template, method, item[method] as Operation] as [string, string, Operation],
      ),
    );
    const last = (template: string) => (template.includes('signout') ? 1 : 0);
    return all.sort((a, b) => last(a[0]) - last(b[0]));
  }

  it('finds the routes of every domain in the document', () => {
    const templates = Object.keys(document.paths);
    expect(templates.length).toBeGreaterThan(20);
    expect(templates).toEqual(expect.arrayContaining(['/api/hunts/{id}/', '/api/friendships/']));
  });

  it('answers no malformed request with a 5xx, signed in or signed out', async () => {
    const random = seededRandom(SEED);
    const failures: string[] = [];
    let sent = 0;
    for (const [template, method, operation] of operations()) {
      const baseId = template.includes('location') ? locationId : huntId;
      const requests = variantsOf(template, method, operation, String(baseId), random);
      for (const request of requests) {
        for (const headers of [hunter.headers, {}]) {
          const response = await app.inject({
            method: request.method as 'GET',
            url: request.url,
            payload: request.payload,
            headers: {
              ...headers,
              ...(request.contentType ? { 'content-type': request.contentType } : {}),
              ...request.headers,
            },
          });
          sent += 1;
          if (response.statusCode >= 500) {
            failures.push(
              `${response.statusCode} ${request.method} ${request.url.slice(0, 160)} ` +
                `${(request.payload ?? '').slice(0, 160)} ${'authorization' in headers ? 'signed-in' : 'signed-out'}`,
            );
          }
        }
      }
    }
    console.info(`fuzz on ${testBackend}: ${sent} requests, seed ${SEED}`);
    expect(failures).toEqual([]);
  });
});
