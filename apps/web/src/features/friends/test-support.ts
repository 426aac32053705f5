import type { Friendship, User } from '@marshlog/domain';
import { IDENTITY_STORAGE_KEY } from '../../api/token-store';
import { json, mockFetch, tokenAnswer, type FetchHandler } from '../../test/fetch-mock';
import { hunter, hunterSession } from '../../test/render-app';

/** Signs the test's hunter (Ada, id 7) in and answers the given API calls besides the session ones. */
export function signedInWith(handlers: Record<string, FetchHandler>) {
  localStorage.setItem(
    IDENTITY_STORAGE_KEY,
    JSON.stringify({ email: hunter.email, provider: 'credentials' }),
  );
  return mockFetch({
    'POST /api/auth/token/': () => json(200, tokenAnswer('jwt')),
    'GET /api/auth/session/': () => json(200, hunterSession),
    ...handlers,
  });
}

export function otherHunterNamed(id: number, name: string, username: string): User {
  return {
    id,
    name,
    username,
    email: null,
    first_name: name.split(' ')[0] ?? name,
    profile_image_url: null,
  };
}

export function friendshipRow(
  id: number,
  fromUser: User,
  toUser: User,
  status: Friendship['status'],
): Friendship {
  const at = '2025-11-01T12:00:00.000Z';
  return { id, from_user: fromUser, to_user: toUser, status, created_at: at, updated_at: at };
}

export function page<T>(results: T[]) {
  return { count: results.length, next: null, previous: null, results };
}
