import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  SIGN_IN_PATH,
  type AccountDeletionInput,
  type PasswordChangeInput,
  type PasswordResetConfirm,
  type PasswordResetRequest,
} from '@marshlog/domain';
import { api, tokenStore, useSession } from '../../api';
import { endLocalSession } from '../../api/session-keys';
import { accountSchemas } from './schemas';

export const accountKeys = {
  all: ['account'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};

/** The hunter's sign-ins, this one marked. */
export function useSessions() {
  return useQuery({
    queryKey: accountKeys.sessions(),
    queryFn: async () =>
      api.get('/auth/sessions/', { schema: (await accountSchemas()).accountSessionListSchema }),
  });
}

/**
 * After the account or every session ended: forget the session here, and what the device kept for
 * offline use, and go to sign-in. Items not yet on the server go with a deleted account (they can
 * never sync); after a sign-out they stay, for no one else, until the hunter signs in here again.
 */
function useLeave({ accountDeleted = false } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { markSignedOutByHunter, user } = useSession();
  return async () => {
    if (user) {
      const { forgetHunterOnDevice } = await import('../offline/forget-device');
      await forgetHunterOnDevice(user.id, { withOutbox: accountDeleted }).catch((error: unknown) =>
        console.error('What this device kept for offline use could not all be removed', error),
      );
    }
    markSignedOutByHunter();
    endLocalSession(queryClient);
    navigate(SIGN_IN_PATH, { replace: true });
  };
}

/** Changes the password; the other sessions end and this one keeps going with the new token. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PasswordChangeInput) =>
      api.post('/auth/password/', input, {
        schema: (await accountSchemas()).detailWithTokenSchema,
      }),
    onSuccess: async ({ jwt_token, expires_at }) => {
      tokenStore.remember({ jwt_token, expires_at });
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
    },
  });
}

/** Ends one session; ending this one signs out here. */
export function useEndSession() {
  const queryClient = useQueryClient();
  const leave = useLeave();
  return useMutation({
    mutationFn: async (sessionId: number) =>
      api.delete(`/auth/sessions/${sessionId}/`, {
        schema: (await accountSchemas()).sessionEndSchema,
      }),
    onSuccess: async ({ jwt_token, expires_at }) => {
      if (jwt_token === null || expires_at === null) return leave();
      tokenStore.remember({ jwt_token, expires_at });
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
    },
  });
}

/** Ends every session, this one too. */
export function useSignOutEverywhere() {
  const leave = useLeave();
  return useMutation({
    mutationFn: async () =>
      api.post('/auth/signout-everywhere/', undefined, {
        schema: (await accountSchemas()).detailSchema,
      }),
    onSuccess: leave,
  });
}

/** Deletes the account for good, after the password. */
export function useDeleteAccount() {
  const leave = useLeave({ accountDeleted: true });
  return useMutation({
    mutationFn: async (input: AccountDeletionInput) =>
      api.delete('/users/me/', { body: input, schema: (await accountSchemas()).detailSchema }),
    onSuccess: leave,
  });
}

/** Asks for a reset link (signed out). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (input: PasswordResetRequest) =>
      api.post('/auth/password-reset/', input, {
        auth: false,
        schema: (await accountSchemas()).detailSchema,
      }),
  });
}

/** Sets the new password with the link's token (signed out). */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: async (input: PasswordResetConfirm) =>
      api.post('/auth/password-reset/confirm/', input, {
        auth: false,
        schema: (await accountSchemas()).detailSchema,
      }),
  });
}
