import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, accountDeletionSchema, detailSchema } from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
import { requireViewer } from '../../platform/viewer.js';
import { authRateLimit, clearRefreshCookie } from '../auth/index.js';
import { removePhotoFiles } from '../photos/index.js';
import { hunterWithPassword } from './credentials.js';
import { deleteHunter } from './delete-account.js';

/** Deleting the account, after the password is typed again. */
export async function deletionRoutes(app: FastifyInstance, context: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, tokens, storage } = context;

  api.delete(
    '/users/me/',
    {
      config: { rateLimit: authRateLimit(config) },
      schema: {
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        description:
          'Deletes the account and everything it owns (hunts, locations, reports, photos and ' +
          'their files, comments, messages, friendships, shares, activities, notifications). ' +
          'Every session and access token ends.',
        body: accountDeletionSchema,
        response: { 200: detailSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const hunter = await hunterWithPassword(
        db,
        viewer.id,
        request.body.password,
        'password',
        ACCOUNT_MESSAGES.passwordWrong,
      );
      // First, so no request of theirs acts between the delete and the cutoff (it outlives the row).
      await tokens.endAccessTokens(hunter.id);
      const storedKeys = await deleteHunter(db, hunter.id, hunter.email);
      await removePhotoFiles(storage, storedKeys, request.log);
      clearRefreshCookie(reply, config);
      return { detail: ACCOUNT_MESSAGES.accountDeleted };
    },
  );
}
