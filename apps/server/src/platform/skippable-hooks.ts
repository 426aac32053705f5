import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * A request hook that has work for few requests (a write, a key, an event to publish), written
 * in callback style so every other request passes without the promise and microtask an async
 * hook costs (DESIGN.md section 8: the fixed cost of cheap routes). `applies` decides at once;
 * `work` runs as the async hook did, its error answering as a thrown error would.
 */
export function skippableHook(
  applies: (request: FastifyRequest, reply: FastifyReply) => boolean,
  work: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (!applies(request, reply)) {
      done();
      return;
    }
    work(request, reply).then(() => done(), done);
  };
}

/** The same for an onSend hook, which passes the payload on. */
export function skippableSendHook<Payload>(
  applies: (request: FastifyRequest, reply: FastifyReply) => boolean,
  work: (request: FastifyRequest, reply: FastifyReply, payload: Payload) => Promise<Payload>,
) {
  return (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: Payload,
    done: (error: Error | null, payload?: Payload) => void,
  ) => {
    if (!applies(request, reply)) {
      done(null, payload);
      return;
    }
    work(request, reply, payload).then((sent) => done(null, sent), done);
  };
}
