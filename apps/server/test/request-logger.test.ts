import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from '../src/platform/request-logger.js';

/** A server logging as the app does (warn, redaction, the request id label) into `lines`. */
function loggedServer(lines: Record<string, unknown>[], lazy: boolean) {
  const app = Fastify({
    logger: {
      level: 'warn',
      redact: { paths: ['secret'], censor: '[redacted]' },
      stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    },
    genReqId: () => 'req-1',
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    ...(lazy ? { childLoggerFactory: lazyRequestLogger } : {}),
  });
  app.get('/quiet', async (request) => {
    request.log.info({ secret: 'x' }, 'below the level');
    request.log.debug('below the level too');
    return {};
  });
  app.get('/loud', async (request) => {
    request.log.warn({ secret: 'decoy-code', species: 'mallard' }, 'a warning');
    request.log.child({ part: 'upload' }).error('an error from a child');
    return {};
  });
  app.get('/verbose', { logLevel: 'debug' }, async (request) => {
    request.log.debug('a route that logs at debug');
    return {};
  });
  return app;
}

/** The lines as they compare: the time, host and response time of each line aside. */
function comparable(lines: Record<string, unknown>[]) {
  return lines.map(
    ({ time: _time, pid: _pid, hostname: _hostname, responseTime: _responseTime, ...rest }) => rest,
  );
}

async function linesOf(lazy: boolean, url: string) {
  const lines: Record<string, unknown>[] = [];
  const app = loggedServer(lines, lazy);
  const answer = await app.inject({ method: 'GET', url });
  expect(answer.statusCode).toBe(200);
  await app.close();
  return comparable(lines);
}

describe("a request's lazily bound logger", () => {
  it('writes nothing below the level', async () => {
    expect(await linesOf(true, '/quiet')).toEqual([]);
  });

  it("writes what the eager child writes: the request id, redaction, a child's bindings", async () => {
    const lazy = await linesOf(true, '/loud');
    expect(lazy).toEqual(await linesOf(false, '/loud'));
    expect(lazy).toEqual([
      {
        level: 40,
        request_id: 'req-1',
        secret: '[redacted]',
        species: 'mallard',
        msg: 'a warning',
      },
      { level: 50, request_id: 'req-1', part: 'upload', msg: 'an error from a child' },
    ]);
  });

  it("follows a route's own log level, Fastify's request lines included", async () => {
    const lazy = await linesOf(true, '/verbose');
    expect(lazy).toEqual(await linesOf(false, '/verbose'));
    expect(lazy.map((line) => line.msg)).toEqual([
      'incoming request',
      'a route that logs at debug',
      'request completed',
    ]);
  });

  it('reports the level it writes at', () => {
    const app = Fastify({ logger: { level: 'warn' } });
    expect(lazyRequestLogger(app.log, { request_id: 'r' }, {}).level).toBe('warn');
    expect(lazyRequestLogger(app.log, { request_id: 'r' }, { level: 'debug' }).level).toBe('debug');
  });
});
