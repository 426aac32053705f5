import Fastify, { type preHandlerHookHandler } from 'fastify';
import { describe, expect, it } from 'vitest';
import { addRouteHook, isWriteRoute } from '../src/platform/route-hooks.js';

/** A preHandler that writes its name into the answer's trail header. */
function marking(name: string): preHandlerHookHandler {
  return (_request, reply, done) => {
    const trail = reply.getHeader('x-trail');
    void reply.header('x-trail', typeof trail === 'string' ? `${trail},${name}` : name);
    done();
  };
}

/** A server with two platform hooks for writes, and routes with and without their own hooks. */
async function serverWithWriteHooks() {
  const app = Fastify();
  addRouteHook(app, 'preHandler', isWriteRoute, marking('first'));
  addRouteHook(app, 'preHandler', isWriteRoute, marking('second'));
  await app.register(
    async (api) => {
      api.get('/hunts/', async () => ({}));
      api.post('/hunts/', async () => ({}));
      api.route({ method: ['GET', 'PATCH'], url: '/hunts/:id/', handler: async () => ({}) });
      api.post('/birds/', { preHandler: marking('own') }, async () => ({}));
    },
    { prefix: '/api' },
  );
  return app;
}

describe('platform hooks given per route', () => {
  it('run on write routes only, in the order added, ahead of the route’s own', async () => {
    const app = await serverWithWriteHooks();
    const trail = async (method: 'GET' | 'HEAD' | 'POST' | 'PATCH', url: string) =>
      (await app.inject({ method, url })).headers['x-trail'];
    expect(await trail('GET', '/api/hunts/')).toBeUndefined();
    expect(await trail('HEAD', '/api/hunts/')).toBeUndefined();
    expect(await trail('POST', '/api/hunts/')).toBe('first,second');
    expect(await trail('POST', '/api/birds/')).toBe('first,second,own');
    // A route answering a read and a write has them once; the hook itself decides per request.
    expect(await trail('PATCH', '/api/hunts/7/')).toBe('first,second');
    expect(await trail('GET', '/api/hunts/7/')).toBe('first,second');
    await app.close();
  });

  it('take every write method, and no read', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(isWriteRoute({ method })).toBe(true);
    }
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(isWriteRoute({ method })).toBe(false);
    }
  });
});
