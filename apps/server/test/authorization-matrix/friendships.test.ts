import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Friendship } from '@marshlog/domain';
import { createTestApp, type TestApp } from '../support/app.js';
import { testBackend } from '../support/database.js';
import { buildWorld, WORLD_VIEWERS, type World, type WorldViewer } from './world.js';

/**
 * Every friendship endpoint x the world's three kinds of row x every viewer. The rows:
 * accepted (owner asked friend), pending (pendingRequester asked owner), blocked (owner blocked
 * a former friend). Outcomes that change the row run in a fresh world of their own.
 */
type RowKind = 'accepted' | 'pending' | 'blocked';
type Action =
  | 'get'
  | 'accept'
  | 'decline'
  | 'block'
  | 'patch-accept'
  | 'patch-decline'
  | 'patch-block'
  | 'delete';
const ACTIONS: Action[] = [
  'get',
  'accept',
  'decline',
  'block',
  'patch-accept',
  'patch-decline',
  'patch-block',
  'delete',
];

const rowIdOf = (world: World, kind: RowKind) =>
  kind === 'accepted'
    ? world.friendshipIds.friend
    : kind === 'pending'
      ? world.friendshipIds.pendingRequester
      : world.friendshipIds.blocked;

/** What each party gets; anyone else gets 404 (401 signed out). */
const partyOutcomes: Record<RowKind, Partial<Record<WorldViewer, Record<Action, number>>>> = {
  accepted: {
    owner: {
      get: 200,
      accept: 403,
      decline: 403,
      block: 200,
      'patch-accept': 403,
      'patch-decline': 403,
      'patch-block': 200,
      delete: 204,
    },
    friend: {
      get: 200,
      accept: 409,
      decline: 409,
      block: 200,
      'patch-accept': 409,
      'patch-decline': 409,
      'patch-block': 200,
      delete: 204,
    },
  },
  pending: {
    pendingRequester: {
      get: 200,
      accept: 403,
      decline: 403,
      block: 200,
      'patch-accept': 403,
      'patch-decline': 403,
      'patch-block': 200,
      delete: 204,
    },
    owner: {
      get: 200,
      accept: 200,
      decline: 200,
      block: 200,
      'patch-accept': 200,
      'patch-decline': 200,
      'patch-block': 200,
      delete: 204,
    },
  },
  blocked: {
    // The blocker sees the row and may lift the block; the blocked hunter sees nothing of it.
    owner: {
      get: 200,
      accept: 409,
      decline: 409,
      block: 409,
      'patch-accept': 409,
      'patch-decline': 409,
      'patch-block': 409,
      delete: 204,
    },
  },
};

function expectedStatus(kind: RowKind, viewer: WorldViewer, action: Action): number {
  if (viewer === 'signedOut') return 401;
  return partyOutcomes[kind][viewer]?.[action] ?? 404;
}

function perform(world: World, viewer: WorldViewer, id: number, action: Action) {
  const url = `/api/friendships/${id}/`;
  switch (action) {
    case 'get':
      return world.request(viewer, { method: 'GET', url });
    case 'delete':
      return world.request(viewer, { method: 'DELETE', url });
    case 'accept':
    case 'decline':
    case 'block':
      return world.request(viewer, { method: 'POST', url: `${url}${action}/` });
    case 'patch-accept':
      return world.request(viewer, { method: 'PATCH', url, payload: { status: 'accepted' } });
    case 'patch-decline':
      return world.request(viewer, { method: 'PATCH', url, payload: { status: 'declined' } });
    case 'patch-block':
      return world.request(viewer, { method: 'PATCH', url, payload: { status: 'blocked' } });
  }
}

const cases = (['accepted', 'pending', 'blocked'] as const).flatMap((kind) =>
  WORLD_VIEWERS.flatMap((viewer) =>
    ACTIONS.map((action) => ({
      kind,
      viewer,
      action,
      status: expectedStatus(kind, viewer, action),
    })),
  ),
);
const changing = (status: number) => status === 200 || status === 204;

describe(`authorization matrix: friendships on ${testBackend}`, () => {
  let app: TestApp;
  let world: World;
  beforeAll(async () => {
    app = await createTestApp();
    world = await buildWorld(app);
  });
  afterAll(() => app.close());

  const rowAsOwner = async (kind: RowKind, on: World = world) =>
    (await perform(on, 'owner', rowIdOf(on, kind), 'get')).json<Friendship>();

  describe('refusals leave the rows as they were', () => {
    it.each(cases.filter((c) => !changing(c.status) || c.action === 'get'))(
      '$kind row, $viewer, $action -> $status',
      async ({ kind, viewer, action, status }) => {
        const before = await rowAsOwner(kind);
        const response = await perform(world, viewer, rowIdOf(world, kind), action);
        expect(response.statusCode).toBe(status);
        expect(await rowAsOwner(kind)).toEqual(before);
      },
    );
  });

  describe('allowed changes, each in a fresh world', () => {
    const expectedAfter: Record<Exclude<Action, 'get'>, string | null> = {
      accept: 'accepted',
      'patch-accept': 'accepted',
      decline: 'declined',
      'patch-decline': 'declined',
      block: 'blocked',
      'patch-block': 'blocked',
      delete: null,
    };
    it.each(cases.filter((c) => changing(c.status) && c.action !== 'get'))(
      '$kind row, $viewer, $action -> $status',
      async ({ kind, viewer, action, status }) => {
        const fresh = await buildWorld(app);
        const id = rowIdOf(fresh, kind);
        const response = await perform(fresh, viewer, id, action);
        expect(response.statusCode).toBe(status);
        if (action === 'get') return;
        const after = await perform(fresh, viewer, id, 'get');
        const wanted = expectedAfter[action];
        if (wanted === null) expect(after.statusCode).toBe(404);
        else expect(after.json().status).toBe(wanted);
      },
    );
  });

  it('lists for each viewer exactly the rows they are party to and may see', async () => {
    const ids = world.friendshipIds;
    const expected: Record<Exclude<WorldViewer, 'signedOut'>, number[]> = {
      owner: [ids.friend, ids.viewShare, ids.editShare, ids.pendingRequester, ids.blocked],
      friend: [ids.friend],
      viewShare: [ids.viewShare],
      editShare: [ids.editShare],
      pendingRequester: [ids.pendingRequester],
      stranger: [],
      blocked: [],
    };
    for (const [viewer, rows] of Object.entries(expected) as [WorldViewer, number[]][]) {
      const response = await world.request(viewer, { method: 'GET', url: '/api/friendships/' });
      const listed = response.json<{ results: Friendship[] }>().results.map((row) => row.id);
      expect(listed.sort(), viewer).toEqual([...rows].sort());
    }
    expect(
      (await world.request('signedOut', { method: 'GET', url: '/api/friendships/' })).statusCode,
    ).toBe(401);
  });

  it('lets nobody but the hunter create requests in their own name, and the blocked hunter none', async () => {
    const owner = world.hunters.owner.user.id;
    const send = (viewer: WorldViewer) =>
      world.request(viewer, {
        method: 'POST',
        url: '/api/friendships/',
        payload: { to_user: owner },
      });
    expect((await send('signedOut')).statusCode).toBe(401);
    expect((await send('blocked')).statusCode).toBe(404);
    expect((await send('friend')).statusCode).toBe(409);
    expect((await send('pendingRequester')).statusCode).toBe(409);
    const fromStranger = await send('stranger');
    expect(fromStranger.statusCode).toBe(201);
    expect(fromStranger.json().from_user.id).toBe(world.hunters.stranger.user.id);
  });
});
