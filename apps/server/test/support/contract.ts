import zlib from 'node:zlib';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The contract test: every answer an integration suite sees is checked against the OpenAPI
 * document the app serves, so the document and the code cannot drift apart unnoticed. Validators
 * are compiled once per worker (per distinct document) and per operation answer, on first use.
 */

interface MediaType {
  schema?: object;
}
interface DocumentedResponse {
  content?: Record<string, MediaType>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, DocumentedResponse> }>>;
  components?: object;
}
export interface SeenRequest {
  method: string;
  url: string;
}
export interface SeenResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  rawPayload: Buffer;
}

interface Operation {
  template: string;
  pattern: RegExp;
  /** How many path parameters: of two matching templates, the one with fewer is meant. */
  params: number;
  methods: Record<string, { responses?: Record<string, DocumentedResponse> }>;
}

export interface ContractChecker {
  /** The contract's objection to an answer, or undefined when it holds. */
  check(request: SeenRequest, response: SeenResponse): string | undefined;
}

const checkers = new Map<string, ContractChecker>();

/** The checker of this document, built once per worker. */
export function contractChecker(documentText: string): ContractChecker {
  let checker = checkers.get(documentText);
  if (!checker) {
    checker = buildChecker(JSON.parse(documentText) as OpenApiDocument);
    checkers.set(documentText, checker);
  }
  return checker;
}

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths)
    .map(([template, methods]) => {
      const escaped = template.replace(/[.+?^$()|[\]\\]/g, '\\$&');
      const source = escaped.replace(/\{\*\}/g, '.*').replace(/\{[^}]+\}/g, '[^/]+');
      return {
        template,
        pattern: new RegExp(`^${source}$`),
        params: (template.match(/\{/g) ?? []).length,
        methods,
      };
    })
    .sort((a, b) => a.params - b.params);
}

/**
 * OpenAPI 3.0's schema dialect in JSON Schema draft 7 terms, as Ajv reads it: a boolean
 * `exclusiveMinimum` / `exclusiveMaximum` (draft 4) becomes the bound itself. `nullable` Ajv knows.
 */
function asDraft7(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asDraft7);
  if (typeof value !== 'object' || value === null) return value;
  const schema = value as Record<string, unknown>;
  const bounds = [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const;
  const replaced = new Map<string, unknown>();
  for (const [exclusive, bound] of bounds) {
    if (typeof schema[exclusive] !== 'boolean') continue;
    replaced.set(exclusive, schema[exclusive] ? schema[bound] : undefined);
    if (schema[exclusive]) replaced.set(bound, undefined);
  }
  return Object.fromEntries(
    Object.entries(schema)
      .map(([key, item]) => [key, replaced.has(key) ? replaced.get(key) : asDraft7(item)])
      .filter(([, item]) => item !== undefined),
  );
}

/** The body as JSON text, undoing the compression the API applies to larger answers. */
function bodyText(response: SeenResponse): string {
  switch (headerOf(response, 'content-encoding')) {
    case 'br':
      return zlib.brotliDecompressSync(response.rawPayload).toString('utf8');
    case 'gzip':
      return zlib.gunzipSync(response.rawPayload).toString('utf8');
    case 'deflate':
      return zlib.inflateSync(response.rawPayload).toString('utf8');
    default:
      return response.body;
  }
}

function headerOf(response: SeenResponse, name: string): string | undefined {
  const value = response.headers[name];
  return value === undefined ? undefined : String(value);
}

function buildChecker(document: OpenApiDocument): ContractChecker {
  const ajv = new Ajv({ strict: false, allErrors: false, validateSchema: false });
  addFormats(ajv);
  const operations = operationsOf(document);
  const components = asDraft7(document.components);
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (key: string, schema: object) => {
    let validate = validators.get(key);
    if (!validate) {
      // The components travel with each schema, so `#/components/schemas/...` resolves.
      validate = ajv.compile({ ...(asDraft7(schema) as object), components });
      validators.set(key, validate);
    }
    return validate;
  };

  return {
    check({ method, url }, response) {
      const path = url.split('?')[0] ?? url;
      if (!path.startsWith('/api/') || path.startsWith('/api/docs')) return undefined;
      // Routes a suite adds to provoke a failure are not the API's.
      if (path.startsWith('/api/test-only/')) return undefined;
      // A CORS preflight is the browser's, answered before routing, not an operation of the API.
      if (method.toUpperCase() === 'OPTIONS') return undefined;
      const operation = operations.find((candidate) => candidate.pattern.test(path));
      const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
      const documented = operation?.methods[verb];
      // An unknown path (404) or method (405) is outside the document by definition.
      if (!operation || !documented) {
        const status = response.statusCode;
        return status === 404 || status === 405
          ? undefined
          : `${method} ${path} answered ${status} but the document has no such operation`;
      }
      const where = `${method} ${operation.template} answered ${response.statusCode}`;
      const answer = documented.responses?.[String(response.statusCode)];
      if (!answer) return `${where}, a status the document does not list`;
      const contentType = headerOf(response, 'content-type');
      if (!answer.content) {
        if (response.body !== '' || contentType !== undefined) {
          return `${where} with a body (${contentType ?? 'no type'}) the document says it has none`;
        }
        return undefined;
      }
      if (method.toUpperCase() === 'HEAD') return undefined;
      const mediaType = contentType?.split(';')[0]?.trim() ?? '';
      const exact = answer.content[mediaType];
      const range = answer.content[`${mediaType.split('/')[0] ?? ''}/*`] ?? answer.content['*/*'];
      if (!exact && !range) {
        const listed = Object.keys(answer.content).join(', ');
        return `${where} as ${mediaType || 'no type'}, documented as ${listed}`;
      }
      // A media range (a file of any type) documents bytes; only a named JSON type has a shape.
      const media = exact;
      if (!media?.schema || !/[/+]json$/.test(mediaType)) return undefined;
      const validate = validatorFor(
        `${verb} ${operation.template} ${response.statusCode} ${mediaType}`,
        media.schema,
      );
      if (validate(JSON.parse(bodyText(response)))) return undefined;
      const problems = (validate.errors ?? [])
        .map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}`)
        .join('; ');
      return `${where} with a body the document does not allow: ${problems}`;
    },
  };
}
