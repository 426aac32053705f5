import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES, providerSchema } from '@marshlog/domain';
import { loadOrCreateSecret } from '../../platform/access-tokens.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { createOidcClients } from './oidc-client.js';
import { ProviderSignInRefused, signInWithProvider } from './oidc-accounts.js';
import { deviceOf } from './sessions.js';
import { createFlowCookie } from './oidc-flow-cookie.js';
import { setRefreshCookie } from './refresh-cookie.js';
import { authRateLimit } from './rate-limit.js';

const providerParams = z.object({ provider: z.string().max(50) });
const callbackQuery = z
  .object({
    code: z.string().optional(),
    state: z.string().optional(),
    iss: z.string().optional(),
    error: z.string().optional(),
    error_description: z.string().optional(),
  })
  .loose();
const redirect = { 302: z.undefined().describe('Redirect') };

/** Sign-in through the configured OpenID Connect providers (authorization code + PKCE). */
export async function oidcRoutes(app: FastifyInstance, context: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = context;
  const clients = createOidcClients(config);
  const flowCookie = createFlowCookie(
    config,
    config.jwtSecret ?? (await loadOrCreateSecret(config.dataDir)),
  );
  const rateLimit = authRateLimit(config);

  const providerOf = (id: string) => {
    const provider = clients.providerById(id);
    if (!provider) throw notFound(AUTH_MESSAGES.unknownProvider);
    return provider;
  };
  const toSignIn = (reply: FastifyReply, message: string) =>
    reply.redirect(`${config.publicUrl}/auth/signin?error=${encodeURIComponent(message)}`, 302);

  api.get(
    '/auth/providers/',
    { schema: { tags: ['auth'], response: { 200: z.array(providerSchema) } } },
    () =>
      config.oidcProviders.map(({ id, name }) => ({
        id,
        name,
        start_url: `/api/auth/oidc/${id}/`,
      })),
  );

  api.get(
    '/auth/oidc/:provider/',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], params: providerParams, response: redirect },
    },
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      try {
        const { authorizationUrl, pending } = await clients.beginSignIn(provider);
        await flowCookie.store(reply, pending);
        return reply.redirect(authorizationUrl, 302);
      } catch (error) {
        request.log.warn({ err: error, provider: provider.id }, 'OIDC discovery failed');
        return toSignIn(reply, AUTH_MESSAGES.providerUnavailable);
      }
    },
  );

  api.get(
    '/auth/oidc/:provider/callback/',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        params: providerParams,
        querystring: callbackQuery,
        response: redirect,
      },
    },
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      const pending = await flowCookie.take(request, reply);
      if (!pending || pending.provider !== provider.id) {
        return toSignIn(reply, AUTH_MESSAGES.providerFailed);
      }
      try {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const profile = await clients.finishSignIn(provider, pending, query);
        const { user, grant } = await signInWithProvider(
          db,
          provider.id,
          profile,
          deviceOf(request),
        );
        setRefreshCookie(reply, config, grant);
        // The fragment never reaches a server; the app needs it for the session-token route's body.
        const identity = new URLSearchParams({
          email: user.email,
          name: user.name,
          provider: provider.id,
        });
        return reply.redirect(`${config.publicUrl}/auth/callback#${identity.toString()}`, 302);
      } catch (error) {
        if (error instanceof ProviderSignInRefused) return toSignIn(reply, error.message);
        request.log.warn({ err: error, provider: provider.id }, 'OIDC sign-in failed');
        return toSignIn(reply, AUTH_MESSAGES.providerFailed);
      }
    },
  );
}
