import { Stream } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { INPUT_MESSAGES, hasForbiddenCharacters } from '@marshlog/domain';
import { badRequest } from './errors.js';

/** Deeper than any body the API takes; the schemas refuse what lies below. */
const MAX_DEPTH = 32;

/** The dotted path of the first string (value or key) PostgreSQL cannot store, or undefined. */
function forbiddenTextPath(value: unknown, path: string[], depth = 0): string[] | undefined {
  if (typeof value === 'string') return hasForbiddenCharacters(value) ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = forbiddenTextPath(item, [...path, String(index)], depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (value instanceof Stream || ArrayBuffer.isView(value)) return undefined; // an upload's bytes
  for (const [key, item] of Object.entries(value)) {
    if (hasForbiddenCharacters(key)) return [...path, key];
    const found = forbiddenTextPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses, before any schema or handler sees it, text that no column can hold: a NUL character or
 * an unpaired UTF-16 surrogate, in the path, the query or the JSON body of every route, including
 * routes added later, answers 400 naming the field.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: every request passes here, and the check is synchronous.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = forbiddenTextPath(part, []);
      if (path) {
        const field = path.join('.') || 'non_field_errors';
        done(badRequest(INPUT_MESSAGES.invalidText, { [field]: [INPUT_MESSAGES.invalidText] }));
        return;
      }
    }
    done();
  });
}
