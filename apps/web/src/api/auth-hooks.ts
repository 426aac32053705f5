import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  SIGN_IN_PATH,
  type LoginInput,
  type RegisterInput,
  type Session,
  type Token,
} from '@marshlog/domain';
import { authApi } from './auth-api';
import { ApiError } from './errors';
import { tokenStore } from './instance';
import { useSession } from './session-context';
import { authKeys, endLocalSession, identityOf } from './session-keys';
import type { SessionIdentity } from './token-store';

export const PROVIDER_SIGN_IN_FAILED = 'We could not complete your sign-in. Please try again.';

/** Makes a session, read from the server, the session of the app. */
function useAdoptSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (session: Session): Session => {
      tokenStore.rememberIdentity(identityOf(session.user));
      // Answers read before signing in (a public hunt seen as a visitor) carry someone else's permissions.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      queryClient.setQueryData(authKeys.session(), session);
      return session;
    },
    [queryClient],
  );
}

/** Keeps a new token, then adopts the session it opens. */
function useEstablishSession() {
  const adopt = useAdoptSession();
  return useCallback(
    async (token: Token): Promise<Session> => {
      tokenStore.remember(token);
      return adopt(await authApi.session());
    },
    [adopt],
  );
}

/** Signs in with email and password. */
export function useSignIn() {
  const establish = useEstablishSession();
  return useMutation({
    mutationFn: async (input: LoginInput) => establish(await authApi.login(input)),
  });
}

/** Creates an account and signs it in. */
export function useSignUp() {
  const establish = useEstablishSession();
  return useMutation({
    mutationFn: async (input: RegisterInput) => establish(await authApi.register(input)),
  });
}

/**
 * Finishes a provider sign-in: the server set the refresh cookie, so the session-token route
 * gives this identity its first token, and names its session with it.
 */
export function useCompleteProviderSignIn() {
  const adopt = useAdoptSession();
  return useMutation({
    mutationFn: async (identity: SessionIdentity) => {
      tokenStore.rememberIdentity(identity);
      const session = await tokenStore.refreshSession();
      if (!session) throw new ApiError(401, PROVIDER_SIGN_IN_FAILED);
      return adopt(session);
    },
  });
}

/** Signs out on the server and here, then goes to the sign-in page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { markSignedOutByHunter } = useSession();
  return useMutation({
    mutationFn: () => authApi.signOut(),
    // With no network the hunter still leaves this device (onSettled), not a paused mutation.
    networkMode: 'always',
    onSettled: () => {
      markSignedOutByHunter();
      endLocalSession(queryClient);
      navigate(SIGN_IN_PATH, { replace: true });
    },
  });
}

/** The configured identity providers, each shown as "Continue with {name}". */
export function useAuthProviders() {
  return useQuery({ queryKey: authKeys.providers(), queryFn: authApi.providers });
}
