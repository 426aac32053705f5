import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { PrivacyLevel } from '@marshlog/domain';
import type { TestApp } from '../support/app.js';
import { signUp, type Hunter } from '../support/users.js';

/**
 * The shared cast of the authorization matrix: one owner and every kind of viewer, related to
 * the owner through the real friendship routes.
 *
 * - owner: owns the items under test.
 * - friend: the owner's accepted friend.
 * - pendingRequester: sent the owner a request that is still pending.
 * - stranger: no relation.
 * - blocked: was the owner's friend, then the owner blocked them.
 * - signedOut: no token.
 * - viewShare / editShare: accepted friends of the owner (locations are shared only with friends)
 *   whom a location test shares its item with for 'view' / 'edit'. World shares nothing itself.
 */
export const WORLD_VIEWERS = [
  'owner',
  'friend',
  'pendingRequester',
  'stranger',
  'blocked',
  'signedOut',
  'viewShare',
  'editShare',
] as const;
export type WorldViewer = (typeof WORLD_VIEWERS)[number];
export type SignedInViewer = Exclude<WorldViewer, 'signedOut'>;

/** The viewers who are the owner's accepted friends. */
export const OWNER_FRIENDS: readonly WorldViewer[] = ['friend', 'viewShare', 'editShare'];

/** Who reads an item by its privacy level alone (no shares): DESIGN.md section 5. */
export function readersByPrivacy(level: PrivacyLevel): WorldViewer[] {
  switch (level) {
    case 'private':
      return ['owner'];
    case 'friends':
      return ['owner', ...OWNER_FRIENDS];
    case 'public':
      return [...WORLD_VIEWERS];
  }
}

export interface World {
  app: TestApp;
  hunters: Record<SignedInViewer, Hunter>;
  /** The friendship row ids of the owner with each related viewer. */
  friendshipIds: {
    friend: number;
    pendingRequester: number;
    blocked: number;
    viewShare: number;
    editShare: number;
  };
  /** The hunter behind a viewer; undefined for signedOut. */
  hunter(viewer: WorldViewer): Hunter | undefined;
  /** The user id of a viewer; null for signedOut. */
  userId(viewer: WorldViewer): number | null;
  /** Authorization headers of a viewer ({} when signed out). */
  headers(viewer: WorldViewer): Record<string, string>;
  /** `app.inject` as that viewer. */
  request(viewer: WorldViewer, options: InjectOptions): Promise<LightMyRequestResponse>;
}

async function expectStatus(response: LightMyRequestResponse, status: number, what: string) {
  if (response.statusCode !== status) {
    throw new Error(`world: ${what} answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ id: number }>();
}

/** Registers the cast on `app` and relates them to the owner; call once per test file. */
export async function buildWorld(app: TestApp): Promise<World> {
  const hunters = {} as Record<SignedInViewer, Hunter>;
  for (const viewer of WORLD_VIEWERS) {
    if (viewer !== 'signedOut') hunters[viewer] = await signUp(app, { name: `World ${viewer}` });
  }
  const { owner } = hunters;
  const post = (from: Hunter, url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: from.headers, ...(payload ? { payload } : {}) });

  const befriend = async (other: Hunter) => {
    const request = await expectStatus(
      await post(owner, '/api/friendships/', { to_user: other.user.id }),
      201,
      'friend request',
    );
    await expectStatus(await post(other, `/api/friendships/${request.id}/accept/`), 200, 'accept');
    return request.id;
  };
  const friend = await befriend(hunters.friend);
  const viewShare = await befriend(hunters.viewShare);
  const editShare = await befriend(hunters.editShare);
  const pending = await expectStatus(
    await post(hunters.pendingRequester, '/api/friendships/', { to_user: owner.user.id }),
    201,
    'pending request',
  );
  const blocked = await befriend(hunters.blocked);
  await expectStatus(await post(owner, `/api/friendships/${blocked}/block/`), 200, 'block');

  const world: World = {
    app,
    hunters,
    friendshipIds: { friend, pendingRequester: pending.id, blocked, viewShare, editShare },
    hunter: (viewer) => (viewer === 'signedOut' ? undefined : hunters[viewer]),
    userId: (viewer) => world.hunter(viewer)?.user.id ?? null,
    headers: (viewer) => ({ ...world.hunter(viewer)?.headers }),
    request: (viewer, options) =>
      app.inject({ ...options, headers: { ...options.headers, ...world.headers(viewer) } }),
  };
  return world;
}
