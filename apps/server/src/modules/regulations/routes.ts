import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FLYWAYS,
  FRAMEWORK_2026_27,
  FRAMEWORK_SEASON,
  REGULATION_MESSAGES,
  bagTallyQuerySchema,
  bagTallySchema,
  frameworkSchema,
  hunterRegulationsSchema,
  possessionReleaseSchema,
  regulationChoiceSchema,
  regulationSetSchema,
  apiErrorSchema,
} from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { requireViewer } from '../../platform/viewer.js';
import { presentHunterRegulations } from './present.js';
import {
  birdsInPossession,
  birdsOfDay,
  findHunterRegulations,
  markPossession,
  saveRegulationChoice,
  saveStateRules,
} from './queries.js';

const tags = ['regulations'];
const security = [{ bearerAuth: [] }];
/** A signed-out call answers 401 before its body is read, as a signed-in one would be checked. */
const signedIn = {
  preValidation: async (request: FastifyRequest) => {
    requireViewer(request);
  },
};

/**
 * Bag limits as sourced data (issue 27): the federal framework, the hunter's state and zone and
 * their state's own numbers, and the tallies of their own birds the limits are counted on.
 */
export async function regulationsRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/regulations/framework/',
    { schema: { tags, response: { 200: frameworkSchema } } },
    async () => ({
      season: FRAMEWORK_SEASON,
      notice: REGULATION_MESSAGES.statesMayBeStricter,
      flyways: FLYWAYS.map((flyway) => FRAMEWORK_2026_27[flyway]),
    }),
  );

  api.get(
    '/regulations/me/',
    { ...signedIn, schema: { tags, security, response: { 200: hunterRegulationsSchema } } },
    async (request) => {
      const viewer = requireViewer(request);
      return presentHunterRegulations(await findHunterRegulations(db, viewer.id));
    },
  );

  api.put(
    '/regulations/me/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        description:
          'Picks the state, zone and (in a split state) flyway; another state drops imported numbers.',
        body: regulationChoiceSchema,
        response: { 200: hunterRegulationsSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return presentHunterRegulations(await saveRegulationChoice(db, viewer.id, request.body));
    },
  );

  api.put(
    '/regulations/me/state-rules/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        description: "Imports the state's own numbers and season dates, in the framework's format.",
        body: regulationSetSchema,
        response: { 200: hunterRegulationsSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const current = await findHunterRegulations(db, viewer.id);
      if (!current) throw fieldError('state', REGULATION_MESSAGES.stateRulesNeedState);
      if (request.body.state !== current.state)
        throw fieldError('state', REGULATION_MESSAGES.stateRulesWrongState);
      if (request.body.season !== FRAMEWORK_SEASON)
        throw fieldError('season', REGULATION_MESSAGES.stateRulesWrongSeason);
      return presentHunterRegulations(await saveStateRules(db, viewer.id, request.body));
    },
  );

  api.delete(
    '/regulations/me/state-rules/',
    { ...signedIn, schema: { tags, security, response: { 200: hunterRegulationsSchema } } },
    async (request) => {
      const viewer = requireViewer(request);
      return presentHunterRegulations(await saveStateRules(db, viewer.id, null));
    },
  );

  api.get(
    '/regulations/tally/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        description: "The caller's own birds of a day and those in possession on it.",
        querystring: bagTallyQuerySchema,
        response: { 200: bagTallySchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { date, exclude_hunt } = request.query;
      const [day, possession] = await Promise.all([
        birdsOfDay(db, viewer.id, date, exclude_hunt),
        birdsInPossession(db, viewer.id, date, exclude_hunt),
      ]);
      return { date, day, possession };
    },
  );

  api.post(
    '/regulations/possession/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        description: "Marks the caller's birds out of possession from a day, or back in with null.",
        body: possessionReleaseSchema,
        response: { 200: z.object({ updated: z.number().int() }), 404: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { bird_ids, out_of_possession_on } = request.body;
      if (!(await markPossession(db, viewer.id, bird_ids, out_of_possession_on))) {
        throw notFound(REGULATION_MESSAGES.birdsNotFound);
      }
      return { updated: new Set(bird_ids).size };
    },
  );
}
