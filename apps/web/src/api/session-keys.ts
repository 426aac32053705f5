import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '@marshlog/domain';
import { tokenStore } from './instance';
import type { SessionIdentity } from './token-store';

export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
  providers: () => [...authKeys.all, 'providers'] as const,
};

export type SessionUser = Session['user'];

export function identityOf(user: SessionUser): SessionIdentity {
  return { email: user.email, name: user.name, provider: user.provider };
}

/** Forgets the token, the identity and every cached answer of the hunter who was signed in. */
export function endLocalSession(queryClient: QueryClient): void {
  tokenStore.clear();
  queryClient.setQueryData(authKeys.session(), null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
}
