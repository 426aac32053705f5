import type { FastifyRequest } from 'fastify';

/** Query parameters that carry credentials: the live sockets' `?token=JWT`, OIDC codes, signatures. */
const SECRET_PARAMS = ['token', 'code', 'signature'];

/** What a log line records of a request; headers stay out and query credentials are masked. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactQuery(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

function redactQuery(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  const secrets = SECRET_PARAMS.filter((name) => params.has(name));
  if (secrets.length === 0) return url;
  for (const name of secrets) params.set(name, 'redacted');
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}
