import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../db/client.js';
import type { MethodIndex } from './allowed-methods.js';

/** An error a client caused or may see; mapped to its status by the one error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication credentials were not provided.') =>
  new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to perform this action.') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(409, message, errors);

/** One field's message, as the error body's `errors` map carries it. */
export function fieldError(field: string, message: string): HttpError {
  return badRequest(message, { [field]: [message] });
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

function validationErrors(issues: ValidationIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
    const field = path.map(String).join('.') || 'non_field_errors';
    const message = issue.params?.issue?.message ?? issue.message ?? 'Invalid value';
    (errors[field] ??= []).push(message);
  }
  return errors;
}

const statusMessages: Record<number, string> = {
  400: 'Malformed request.',
  404: 'Not found.',
  405: 'Method not allowed.',
  406: 'Not acceptable.',
  413: 'Request body is too large.',
  414: 'Request URL is too long.',
  415: 'Unsupported content type. Send JSON with Content-Type: application/json.',
  429: 'Too many requests. Please wait a moment and try again.',
  500: 'Internal server error.',
  503: 'Service temporarily unavailable. Please try again shortly.',
};

/** The message of a value the database refused although the schemas let it through. */
export const INVALID_VALUE_MESSAGE = 'Invalid input.';

/**
 * True when the database refused a value a client sent: SQLSTATE class 22 (data exception: out
 * of range, bad encoding, bad date) or 54000 (a value too large for an index). The schemas should
 * refuse these first; this keeps a gap in them a 400, never a 500.
 */
function databaseRefusedValue(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && (code.startsWith('22') || code === '54000')) return true;
  }
  return false;
}

/**
 * Maps every error to `{detail, errors?, request_id}` with the right status; never leaks SQL.
 * An unexpected failure while the database does not answer is a 503 (dependency down). A path
 * the API knows, asked with a method it does not answer, is a 405 with `Allow`.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  database: Pick<DatabaseHandle, 'ping'>,
  methods: Pick<MethodIndex, 'allowed'>,
): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const requestId = request.id;
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        detail: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        request_id: requestId,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationErrors(error.validation as ValidationIssue[]);
      const first = Object.values(errors)[0]?.[0] ?? 'Invalid input.';
      return reply.status(400).send({ detail: first, errors, request_id: requestId });
    }
    if (databaseRefusedValue(error)) {
      request.log.warn({ err: error }, 'the database refused a value the schemas let through');
      return reply.status(400).send({ detail: INVALID_VALUE_MESSAGE, request_id: requestId });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail =
        status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'Malformed JSON in request body.'
          : status === 429
            ? statusMessages[429]
            : (statusMessages[status] ?? error.message);
      return reply.status(status).send({ detail, request_id: requestId });
    }
    const databaseDown = !(await database.ping());
    request.log.error({ err: error, databaseDown }, 'unhandled error');
    const failure = databaseDown ? 503 : 500;
    return reply.status(failure).send({ detail: statusMessages[failure], request_id: requestId });
  });

  app.setNotFoundHandler((request, reply) => {
    const allowed = methods.allowed(request.url.split('?')[0] ?? '/');
    if (allowed.length === 0) {
      return reply.status(404).send({ detail: 'Not found.', request_id: request.id });
    }
    return reply
      .status(405)
      .header('allow', allowed.join(', '))
      .send({ detail: statusMessages[405], request_id: request.id });
  });
}

/** Errors Fastify raises before routing, such as a malformed URL: the same body as every error. */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send({ detail: 'Malformed request URL.', request_id: request.id });
    return;
  }
  // A path parameter over 100 characters (414), an unsupported method, ...: the client's doing.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const detail = statusMessages[status] ?? statusMessages[400] ?? error.message;
    void reply.status(status).send({ detail, request_id: request.id });
    return;
  }
  request.log.error({ err: error }, 'request failed before routing');
  void reply.status(500).send({ detail: statusMessages[500], request_id: request.id });
}
