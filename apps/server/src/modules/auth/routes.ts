import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import {
  AUTH_MESSAGES,
  LOCAL_PROVIDER,
  authResponseSchema,
  loginSchema,
  registerSchema,
  sessionSchema,
  sessionTokenRequestSchema,
  sessionTokenSchema,
  signoutResponseSchema,
  apiErrorSchema,
} from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
import { HttpError, unauthorized } from '../../platform/errors.js';
import {
  createDummyVerifier,
  hashPassword,
  needsRehash,
  verifyPassword,
} from '../../platform/passwords.js';
import { requireViewer } from '../../platform/viewer.js';
import { findUserByEmail, findUserById, presentUser } from '../users/index.js';
import { registerHunter, updatePasswordHash } from './accounts.js';
import {
  loginAttempt,
  loginOrigin,
  recordLoginFailure,
  rememberLoginOrigin,
} from './login-failures.js';
import { clearRefreshCookie, readRefreshCookie } from './refresh-cookie.js';
import {
  refreshFamilyOf,
  findRefreshToken,
  reissueInGrace,
  revokeRefreshFamily,
  rotateRefreshToken,
  startRefreshFamily,
} from './refresh-tokens.js';
import { authRateLimit, tooManyAttempts } from './rate-limit.js';
import { deliverSession, deviceOf, presentSessionUser } from './sessions.js';

const invalidCredentials = () => new HttpError(401, AUTH_MESSAGES.invalidCredentials);

/** When the access token presented with this request expires. */
function bearerExpiry(request: FastifyRequest): string {
  const token = request.headers.authorization?.split(' ')[1] ?? '';
  const { exp } = decodeJwt(token);
  if (typeof exp !== 'number') throw unauthorized(AUTH_MESSAGES.sessionExpired);
  return new Date(exp * 1000).toISOString();
}

/** Local accounts, the session-token route (refresh), the session read and sign-out. */
export async function authRoutes(app: FastifyInstance, context: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = context;
  const rateLimit = authRateLimit(config);
  const verifyDummy = createDummyVerifier(config.passwordHashCost);

  api.post(
    '/auth/register/',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        body: registerSchema,
        response: { 201: authResponseSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { password, ...profile } = request.body;
      const passwordHash = await hashPassword(password, config.passwordHashCost);
      const { user, grant } = await registerHunter(db, profile, passwordHash, deviceOf(request));
      await rememberLoginOrigin(db, user.email, request, reply, config);
      const token = await deliverSession(
        context,
        reply,
        { userId: user.id, provider: LOCAL_PROVIDER },
        grant,
      );
      return reply.status(201).send({ ...token, user: presentUser(user, { showEmail: true }) });
    },
  );

  api.post(
    '/auth/login/',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], body: loginSchema, response: { 200: authResponseSchema } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const attempt = await loginAttempt(
        db,
        email,
        loginOrigin(request),
        config.loginFailuresPerHour,
      );
      if (!attempt.allowed) throw tooManyAttempts();
      const user = await findUserByEmail(db, email);
      let matches = false;
      if (user?.passwordHash) matches = await verifyPassword(password, user.passwordHash);
      else await verifyDummy(password);
      if (!user || !matches) {
        await recordLoginFailure(db, email, attempt);
        throw invalidCredentials();
      }
      await rememberLoginOrigin(db, email, request, reply, config);
      if (user.passwordHash && needsRehash(user.passwordHash, config.passwordHashCost)) {
        await updatePasswordHash(
          db,
          user.id,
          await hashPassword(password, config.passwordHashCost),
        );
      }
      const identity = { userId: user.id, provider: LOCAL_PROVIDER };
      const grant = await startRefreshFamily(db, { ...identity, userAgent: deviceOf(request) });
      const token = await deliverSession(context, reply, identity, grant);
      return { ...token, user: presentUser(user, { showEmail: true }) };
    },
  );

  // The seeds' session-token route: the refresh cookie is the credential, the body must name its owner.
  // It answers the session's hunter with the token, so an app starting up needs no second call.
  api.post(
    '/auth/token/',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        description:
          'Trades the refresh cookie of the named identity for a new access token, rotating the ' +
          'cookie. Answers `{jwt_token, expires_at}` and the session `user` (as GET /api/auth/session/ ' +
          'does), so a starting app learns its session in this one call.',
        body: sessionTokenRequestSchema,
        response: { 200: sessionTokenSchema },
      },
    },
    async (request, reply) => {
      const presented = readRefreshCookie(request);
      if (!presented) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      const lookup = await findRefreshToken(db, presented);
      if (lookup.status !== 'valid' && lookup.status !== 'just-rotated') {
        if (lookup.status === 'reused') await revokeRefreshFamily(db, lookup.row.familyId);
        clearRefreshCookie(reply, config);
        throw unauthorized(AUTH_MESSAGES.sessionExpired);
      }
      const { row } = lookup;
      const owner = await findUserById(db, row.userId);
      const { email, provider } = request.body;
      if (
        !owner ||
        owner.email !== email ||
        (provider !== undefined && provider !== row.provider)
      ) {
        throw unauthorized(AUTH_MESSAGES.sessionExpired);
      }
      const grant =
        lookup.status === 'valid'
          ? await rotateRefreshToken(db, row)
          : await reissueInGrace(db, row);
      if (!grant) {
        await revokeRefreshFamily(db, row.familyId);
        clearRefreshCookie(reply, config);
        throw unauthorized(AUTH_MESSAGES.sessionExpired);
      }
      const identity = { userId: owner.id, provider: row.provider };
      const token = await deliverSession(context, reply, identity, grant);
      return { ...token, user: presentSessionUser(owner, row.provider) };
    },
  );

  api.get(
    '/auth/session/',
    {
      schema: { tags: ['auth'], security: [{ bearerAuth: [] }], response: { 200: sessionSchema } },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const user = await findUserById(db, viewer.id);
      if (!user) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      return { user: presentSessionUser(user, viewer.provider), expires: bearerExpiry(request) };
    },
  );

  api.post(
    '/auth/signout/',
    { schema: { tags: ['auth'], response: { 200: signoutResponseSchema } } },
    async (request, reply) => {
      const presented = readRefreshCookie(request);
      const family = presented ? await refreshFamilyOf(db, presented) : undefined;
      if (family) await revokeRefreshFamily(db, family.familyId);
      // The access tokens end too, not 15 minutes later: the cookie's owner, or the bearer's.
      const owner = family?.userId ?? request.viewer?.id;
      if (owner !== undefined) await context.tokens.endAccessTokens(owner);
      clearRefreshCookie(reply, config);
      return { detail: AUTH_MESSAGES.signedOut };
    },
  );
}
