import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { API_DOCS_PREFIX } from './openapi.js';

/**
 * Helmet's headers for fixed options, worked out once by running Helmet against a response that
 * is never sent. (@fastify/helmet builds Helmet again on every request, parsing and checking
 * every CSP directive; with no nonce and no per-request directive the answer never changes.)
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, (error?: unknown) => {
    if (error) throw error;
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * The headers of an API answer (JSON, a photo, an export): OWASP's set for REST answers. Nothing
 * in it may run, be framed or be sniffed as another type, and it travels only over HTTPS. A
 * page's policy (where scripts, tiles and workers may come from) means nothing to a JSON answer
 * and would cost a phone about 700 bytes on every call, so it goes with pages only.
 */
function apiAnswerHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const kept = ['strict-transport-security', 'x-content-type-options', 'referrer-policy'];
  return {
    ...Object.fromEntries(
      kept.flatMap((name) => (pageHeaders[name] ? [[name, pageHeaders[name]]] : [])),
    ),
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-frame-options': 'DENY',
  };
}

/** An API answer: everything under /api/ but the OpenAPI page, which is a page like the app's. */
function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith(API_DOCS_PREFIX);
}

/**
 * Security headers on every answer, set before any route runs: Helmet's on pages (the web app,
 * its service worker, the OpenAPI page), the REST set on API answers.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const pageHeaders = helmetHeaders(options);
  const answerHeaders = apiAnswerHeaders(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(isApiAnswer(request.url) ? answerHeaders : pageHeaders);
    done();
  });
}
