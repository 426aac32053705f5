import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  accountSessionListSchema,
  detailSchema,
  detailWithTokenSchema,
} from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { idParamsSchema } from '../../platform/params.js';
import { requireViewer, type Viewer } from '../../platform/viewer.js';
import {
  clearRefreshCookie,
  readRefreshCookie,
  refreshFamilyOf,
  revokeRefreshFamily,
} from '../auth/index.js';
import type { Database } from '../../db/client.js';
import { listSessions, revokeSessionsOf, sessionFamily } from './session-families.js';

const security = [{ bearerAuth: [] }];

/** Ending one other session: its detail and this session's fresh token; null when it ended itself. */
const sessionEndSchema = detailWithTokenSchema.extend({
  jwt_token: z.string().nullable(),
  expires_at: z.iso.datetime().nullable(),
});

/** The viewer's own sign-in, from the refresh cookie the auth paths receive. */
async function currentFamily(db: Database, request: FastifyRequest, viewer: Viewer) {
  const presented = readRefreshCookie(request);
  const family = presented ? await refreshFamilyOf(db, presented) : undefined;
  return family?.userId === viewer.id ? family.familyId : undefined;
}

/** The hunter's sign-ins: list them, end one, end them all. */
export async function sessionRoutes(app: FastifyInstance, context: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, tokens } = context;

  api.get(
    '/auth/sessions/',
    {
      schema: { tags: ['auth'], security, response: { 200: accountSessionListSchema } },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return listSessions(db, viewer.id, await currentFamily(db, request, viewer));
    },
  );

  api.delete(
    '/auth/sessions/:id/',
    {
      schema: {
        tags: ['auth'],
        security,
        description:
          'Ends one session. Access tokens end with it (the other sessions refresh theirs); the ' +
          'answer carries a fresh token for this session, or nulls when this session was ended.',
        params: idParamsSchema,
        response: { 200: sessionEndSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const family = await sessionFamily(db, viewer.id, request.params.id);
      const live = (await listSessions(db, viewer.id, undefined)).some(
        (session) => session.id === request.params.id,
      );
      if (!family || !live) throw notFound();
      await revokeRefreshFamily(db, family);
      await tokens.endAccessTokens(viewer.id);
      if (family === (await currentFamily(db, request, viewer))) {
        clearRefreshCookie(reply, config);
        return { detail: ACCOUNT_MESSAGES.sessionEnded, jwt_token: null, expires_at: null };
      }
      const token = await tokens.issue({ userId: viewer.id, provider: viewer.provider });
      return { detail: ACCOUNT_MESSAGES.sessionEnded, ...token };
    },
  );

  api.post(
    '/auth/signout-everywhere/',
    {
      schema: {
        tags: ['auth'],
        security,
        description: 'Ends every session of the hunter, this one included, and every access token.',
        response: { 200: detailSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      await revokeSessionsOf(db, viewer.id);
      await tokens.endAccessTokens(viewer.id);
      clearRefreshCookie(reply, config);
      return { detail: ACCOUNT_MESSAGES.signedOutEverywhere };
    },
  );
}
