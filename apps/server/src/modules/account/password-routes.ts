import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  detailSchema,
  detailWithTokenSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
import { fieldError } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { requireViewer } from '../../platform/viewer.js';
import {
  authRateLimit,
  readRefreshCookie,
  refreshFamilyOf,
  updatePasswordHash,
} from '../auth/index.js';
import { findUserByEmail } from '../users/index.js';
import { hunterWithPassword } from './credentials.js';
import { consumeResetToken, issueResetToken, resetMailText } from './password-resets.js';
import { revokeSessionsOf } from './session-families.js';

const security = [{ bearerAuth: [] }];

/** Change a password (signed in), and reset a forgotten one by a mailed link. */
export async function passwordRoutes(app: FastifyInstance, context: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, tokens, mailer } = context;
  const rateLimit = authRateLimit(config);

  api.post(
    '/auth/password/',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        security,
        description:
          'Changes the password after checking the current one. Every other session ends (refresh ' +
          'tokens and access tokens); this one goes on with the access token in the answer.',
        body: passwordChangeSchema,
        response: { 200: detailWithTokenSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { current_password: current, new_password: next } = request.body;
      await hunterWithPassword(
        db,
        viewer.id,
        current,
        'current_password',
        ACCOUNT_MESSAGES.currentPasswordWrong,
      );
      const passwordHash = await hashPassword(next, config.passwordHashCost);
      const presented = readRefreshCookie(request);
      const family = presented ? await refreshFamilyOf(db, presented) : undefined;
      const keep = family?.userId === viewer.id ? family.familyId : undefined;
      await db.transaction(async (tx) => {
        await updatePasswordHash(tx, viewer.id, passwordHash);
        await revokeSessionsOf(tx, viewer.id, keep);
      });
      await tokens.endAccessTokens(viewer.id);
      const token = await tokens.issue({ userId: viewer.id, provider: viewer.provider });
      return { detail: ACCOUNT_MESSAGES.passwordChanged, ...token };
    },
  );

  api.post(
    '/auth/password-reset/',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        description:
          'Mails a single-use reset link valid for 60 minutes. The answer is the same whether or ' +
          'not the address has an account, and a few links per address and hour at most are sent.',
        body: passwordResetRequestSchema,
        response: { 202: detailSchema },
      },
    },
    async (request, reply) => {
      const user = await findUserByEmail(db, request.body.email);
      const token = user ? await issueResetToken(db, user.id) : null;
      if (user && token) {
        // Sent after the answer, so its time does not tell whether the address has an account.
        mailer
          .send({
            to: user.email,
            subject: ACCOUNT_MESSAGES.resetMailSubject,
            text: resetMailText(config.publicUrl, user.name, token),
          })
          .catch((error: unknown) => {
            request.log.error({ err: error, userId: user.id }, 'password-reset mail not sent');
          });
      }
      return reply.status(202).send({ detail: ACCOUNT_MESSAGES.resetRequested });
    },
  );

  api.post(
    '/auth/password-reset/confirm/',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        description:
          'Sets a new password with the token of a reset link; the link is used up and every ' +
          'session of the account ends.',
        body: passwordResetConfirmSchema,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      const { token, new_password: next } = request.body;
      const passwordHash = await hashPassword(next, config.passwordHashCost);
      const userId = await db.transaction(async (tx) => {
        const owner = await consumeResetToken(tx, token);
        if (owner === null) return null;
        await updatePasswordHash(tx, owner, passwordHash);
        await revokeSessionsOf(tx, owner);
        return owner;
      });
      if (userId === null) throw fieldError('token', ACCOUNT_MESSAGES.resetLinkInvalid);
      await tokens.endAccessTokens(userId);
      return { detail: ACCOUNT_MESSAGES.passwordReset };
    },
  );
}
