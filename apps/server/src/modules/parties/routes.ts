import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, partySchema, partyUpdateSchema } from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { idParamsSchema } from '../../platform/params.js';
import { requireViewer } from '../../platform/viewer.js';
import { huntAccess } from '../../platform/visibility/index.js';
import { readParty } from './queries.js';
import { answerParty, replaceParty } from './service.js';

const security = [{ bearerAuth: [] }];
const tags = ['hunts'];
/** A signed-out answer is 401 before anything is looked up. */
const signedIn = async (request: FastifyRequest) => {
  requireViewer(request);
};

/**
 * A hunt's party (issue 27): who hunted with the owner, friends by user and guests by name.
 * Whoever may see the hunt reads its party; a named friend reads the hunt while invited, to
 * answer; only the owner names the party.
 */
export async function partiesRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function visibleParty(viewerId: number | null, huntId: number) {
    const access = await huntAccess(db, viewerId, huntId);
    if (!access) throw notFound();
    return readParty(db, viewerId, huntId, access);
  }

  api.get(
    '/hunts/:id/party/',
    {
      schema: {
        tags,
        description:
          "The hunt's party as the viewer may see it: friends with their state (invited, " +
          'accepted, declined; a declined member only to the owner and themselves) and guests ' +
          'by name. 404 for a hunt the viewer may not see.',
        params: idParamsSchema,
        response: { 200: partySchema },
      },
    },
    async (request) => visibleParty(request.viewer?.id ?? null, request.params.id),
  );

  api.put(
    '/hunts/:id/party/',
    {
      schema: {
        tags,
        security,
        description:
          'The owner names the whole party: `friends` (user ids of accepted friends; a new one ' +
          'is invited and notified, one already named keeps their state) and `guests` (names; ' +
          'keep an existing guest by its `id`). A member left out leaves, and the birds ' +
          'credited to them go back to the owner.',
        params: idParamsSchema,
        body: partyUpdateSchema,
        response: { 200: partySchema },
      },
      preValidation: signedIn,
    },
    async (request) => {
      const viewer = requireViewer(request);
      const access = await replaceParty(db, viewer.id, request.params.id, request.body);
      return readParty(db, viewer.id, request.params.id, access);
    },
  );

  api.post(
    '/hunts/:id/party/accept/',
    {
      schema: {
        tags,
        security,
        description:
          'A named friend accepts: the hunt joins their log, their feed has it as their own ' +
          '`party_joined` activity at the level of the hunt (they may narrow it), and the birds ' +
          'credited to them count in their bag. 403 for a viewer not named in the party; 409 ' +
          'once declined.',
        params: idParamsSchema,
        response: { 200: partySchema, 409: apiErrorSchema },
      },
      preValidation: signedIn,
    },
    async (request) => {
      const viewer = requireViewer(request);
      await answerParty(db, viewer.id, request.params.id, 'accepted');
      return visibleParty(viewer.id, request.params.id);
    },
  );

  api.post(
    '/hunts/:id/party/decline/',
    {
      schema: {
        tags,
        security,
        description:
          'A named friend declines (or leaves after accepting): the hunt never joins their log, ' +
          'their `party_joined` activity leaves every feed, and from then on they see it only ' +
          'as its privacy level allows. 204.',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
      preValidation: signedIn,
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      await answerParty(db, viewer.id, request.params.id, 'declined');
      return reply.status(204).send(null);
    },
  );
}
