import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRIENDSHIP_MESSAGES } from '@marshlog/domain';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { signUp, type Hunter } from './support/users.js';

describe(`friendships on ${testBackend}`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const post = (hunter: Hunter | null, url: string, payload?: object) =>
    app.inject({
      method: 'POST',
      url,
      headers: hunter?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
  const get = (hunter: Hunter | null, url: string) =>
    app.inject({ method: 'GET', url, headers: hunter?.headers ?? {} });
  const request = async (from: Hunter, to: Hunter) => {
    const response = await post(from, '/api/friendships/', { to_user: to.user.id });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number; status: string }>();
  };

  describe('sending a request', () => {
    it('answers 201 with both hunters as user JSON, the email shown only for the sender until accepted', async () => {
      const [alice, bob] = [await signUp(app), await signUp(app)];
      const response = await post(alice, '/api/friendships/', { to_user: bob.user.id });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        id: expect.any(Number),
        from_user: { ...alice.user },
        to_user: { ...bob.user, email: null },
        status: 'pending',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      });
    });

    it('refuses a second request between the same two hunters, either way round, with 409', async () => {
      const [alice, bob] = [await signUp(app), await signUp(app)];
      await request(alice, bob);
      const again = await post(alice, '/api/friendships/', { to_user: bob.user.id });
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe(FRIENDSHIP_MESSAGES.alreadyExists);
      const reverse = await post(bob, '/api/friendships/', { to_user: alice.user.id });
      expect(reverse.statusCode).toBe(409);
      const list = await get(alice, '/api/friendships/');
      expect(list.json().count).toBe(1);
    });

    it('refuses a request to yourself with 400 and to an unknown hunter with 404', async () => {
      const alice = await signUp(app);
      const self = await post(alice, '/api/friendships/', { to_user: alice.user.id });
      expect(self.statusCode).toBe(400);
      expect(self.json().errors).toEqual({ to_user: [FRIENDSHIP_MESSAGES.notYourself] });
      const unknown = await post(alice, '/api/friendships/', { to_user: 999_999 });
      expect(unknown.statusCode).toBe(404);
    });

    it('answers 400 for a missing or malformed to_user and writes nothing', async () => {
      const alice = await signUp(app);
      for (const payload of [{}, { to_user: 'bob' }, { to_user: -3 }, { to_user: 1.5 }]) {
        const response = await post(alice, '/api/friendships/', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toHaveProperty('to_user');
      }
      expect((await get(alice, '/api/friendships/')).json().count).toBe(0);
    });

    it('answers 401 to signed-out callers on every route', async () => {
      const calls = [
        get(null, '/api/friendships/'),
        post(null, '/api/friendships/', { to_user: 1 }),
        get(null, '/api/friendships/1/'),
        app.inject({
          method: 'PATCH',
          url: '/api/friendships/1/',
          payload: { status: 'accepted' },
        }),
        app.inject({ method: 'DELETE', url: '/api/friendships/1/' }),
        post(null, '/api/friendships/1/accept/'),
        post(null, '/api/friendships/1/decline/'),
        post(null, '/api/friendships/1/block/'),
      ];
      for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
    });
  });

  describe('answering a request', () => {
    it('lets the addressee accept; then both see each other’s email', async () => {
      const [alice, bob] = [await signUp(app), await signUp(app)];
      const { id } = await request(alice, bob);
      const accepted = await post(bob, `/api/friendships/${id}/accept/`);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({
        id,
        status: 'accepted',
        from_user: alice.user,
        to_user: bob.user,
      });
      expect((await get(alice, `/api/friendships/${id}/`)).json().to_user.email).toBe(bob.email);
    });

    it('forbids the requester to accept or decline their own request (403) and hides it from others (404)', async () => {
      const [alice, bob, carol] = [await signUp(app), await signUp(app), await signUp(app)];
      const { id } = await request(alice, bob);
      expect((await post(alice, `/api/friendships/${id}/accept/`)).statusCode).toBe(403);
      expect((await post(alice, `/api/friendships/${id}/decline/`)).json().detail).toBe(
        FRIENDSHIP_MESSAGES.onlyAddressee,
      );
      for (const url of [
        `/api/friendships/${id}/accept/`,
        `/api/friendships/${id}/decline/`,
        `/api/friendships/${id}/block/`,
      ]) {
        expect((await post(carol, url)).statusCode).toBe(404);
      }
      expect((await get(carol, `/api/friendships/${id}/`)).statusCode).toBe(404);
      expect(
        (
          await app.inject({
            method: 'DELETE',
            url: `/api/friendships/${id}/`,
            headers: carol.headers,
          })
        ).statusCode,
      ).toBe(404);
      expect((await get(bob, `/api/friendships/${id}/`)).json().status).toBe('pending');
    });

    it('lets the addressee decline; the declined row stays until the decliner removes it', async () => {
      const [alice, bob] = [await signUp(app), await signUp(app)];
      const { id } = await request(alice, bob);
      const declined = await post(bob, `/api/friendships/${id}/decline/`);
      expect(declined.json().status).toBe('declined');
      expect((await get(alice, `/api/friendships/${id}/`)).json().status).toBe('declined');
      expect((await post(alice, '/api/friendships/', { to_user: bob.user.id })).statusCode).toBe(
        409,
      );
      const cancel = await app.inject({
        method: 'DELETE',
        url: `/api/friendships/${id}/`,
        headers: alice.headers,
      });
      expect(cancel.statusCode).toBe(403);
      expect(cancel.json().detail).toBe(FRIENDSHIP_MESSAGES.declinedStays);
      // The decliner may change their mind and accept after all.
      expect((await post(bob, `/api/friendships/${id}/accept/`)).json().status).toBe('accepted');
    });

    it('refuses transitions that make no sense with 409', async () => {
      const [alice, bob] = [await signUp(app), await signUp(app)];
      const { id } = await request(alice, bob);
      await post(bob, `/api/friendships/${id}/accept/`);
      const again = await post(bob, `/api/friendships/${id}/accept/`);
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe(FRIENDSHIP_MESSAGES.alreadyFriends);
      expect((await post(bob, `/api/friendships/${id}/decline/`)).statusCode).toBe(409);
    });

    it('accepts the same transitions through PATCH {status}, and nothing else', async () => {
      const [alice, bob] = [await signUp(app), await signUp(app)];
      const { id } = await request(alice, bob);
      const patch = (hunter: Hunter, payload: object) =>
        app.inject({
          method: 'PATCH',
          url: `/api/friendships/${id}/`,
          headers: hunter.headers,
          payload,
        });
      const empty = await patch(bob, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().detail).toBe(FRIENDSHIP_MESSAGES.nothingToUpdate);
      expect((await patch(bob, { status: 'pending' })).statusCode).toBe(400);
      expect((await patch(alice, { status: 'accepted' })).statusCode).toBe(403);
      const accepted = await patch(bob, { status: 'accepted' });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().status).toBe('accepted');
    });

    it('ends a friendship or cancels a request with DELETE (204), after which a new request is possible', async () => {
      const [alice, bob] = [await signUp(app), await signUp(app)];
      const pending = await request(alice, bob);
      expect(
        (
          await app.inject({
            method: 'DELETE',
            url: `/api/friendships/${pending.id}/`,
            headers: alice.headers,
          })
        ).statusCode,
      ).toBe(204);
      expect((await get(alice, `/api/friendships/${pending.id}/`)).statusCode).toBe(404);
      const second = await request(bob, alice);
      await post(alice, `/api/friendships/${second.id}/accept/`);
      const unfriend = await app.inject({
        method: 'DELETE',
        url: `/api/friendships/${second.id}/`,
        headers: bob.headers,
      });
      expect(unfriend.statusCode).toBe(204);
      expect((await get(bob, '/api/friendships/')).json().count).toBe(0);
    });
  });

  describe('blocking', () => {
    it('lets either side block; the friendship ends and the blocked hunter sees nothing of the row', async () => {
      const [alice, bob] = [await signUp(app), await signUp(app)];
      const { id } = await request(alice, bob);
      await post(bob, `/api/friendships/${id}/accept/`);
      const blocked = await post(alice, `/api/friendships/${id}/block/`);
      expect(blocked.statusCode).toBe(200);
      expect(blocked.json()).toMatchObject({
        id,
        status: 'blocked',
        to_user: { id: bob.user.id, email: null },
      });

      expect((await get(bob, `/api/friendships/${id}/`)).statusCode).toBe(404);
      expect((await get(bob, '/api/friendships/')).json().count).toBe(0);
      expect((await post(bob, `/api/friendships/${id}/block/`)).statusCode).toBe(404);
      expect(
        (
          await app.inject({
            method: 'DELETE',
            url: `/api/friendships/${id}/`,
            headers: bob.headers,
          })
        ).statusCode,
      ).toBe(404);
      expect((await get(alice, '/api/friendships/?status=blocked')).json().count).toBe(1);
    });

    it('stops the blocked hunter from sending requests without revealing the block', async () => {
      const [alice, bob] = [await signUp(app), await signUp(app)];
      const { id } = await request(bob, alice);
      await post(alice, `/api/friendships/${id}/block/`);
      const fromBlocked = await post(bob, '/api/friendships/', { to_user: alice.user.id });
      expect(fromBlocked.statusCode).toBe(404);
      const unknown = await post(bob, '/api/friendships/', { to_user: 999_998 });
      expect(fromBlocked.json().detail).toBe(unknown.json().detail);
      const fromBlocker = await post(alice, '/api/friendships/', { to_user: bob.user.id });
      expect(fromBlocker.statusCode).toBe(409);
      expect(fromBlocker.json().detail).toBe(FRIENDSHIP_MESSAGES.youBlocked);
    });

    it('lets the requester block too, and the blocker lift the block with DELETE', async () => {
      const [alice, bob] = [await signUp(app), await signUp(app)];
      const { id } = await request(alice, bob);
      expect((await post(alice, `/api/friendships/${id}/block/`)).json().status).toBe('blocked');
      expect((await post(alice, `/api/friendships/${id}/block/`)).statusCode).toBe(409);
      expect(
        (
          await app.inject({
            method: 'DELETE',
            url: `/api/friendships/${id}/`,
            headers: alice.headers,
          })
        ).statusCode,
      ).toBe(204);
      expect((await post(bob, '/api/friendships/', { to_user: alice.user.id })).statusCode).toBe(
        201,
      );
    });

    it('blocks a hunter with no row yet through POST {to_user, status: "blocked"}', async () => {
      const [alice, bob] = [await signUp(app), await signUp(app)];
      const response = await post(alice, '/api/friendships/', {
        to_user: bob.user.id,
        status: 'blocked',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        status: 'blocked',
        from_user: { id: alice.user.id },
        to_user: { id: bob.user.id },
      });
      expect((await post(bob, '/api/friendships/', { to_user: alice.user.id })).statusCode).toBe(
        404,
      );
      expect((await get(bob, '/api/friendships/')).json().count).toBe(0);
    });

    it('turns an existing request into a block through the same POST (200)', async () => {
      const [alice, bob] = [await signUp(app), await signUp(app)];
      const { id } = await request(bob, alice);
      const response = await post(alice, '/api/friendships/', {
        to_user: bob.user.id,
        status: 'blocked',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id, status: 'blocked' });
    });
  });

  it('documents every friendship route in the OpenAPI document', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    for (const path of ['accept', 'decline', 'block']) {
      expect(paths, path).toHaveProperty([`/api/friendships/{id}/${path}/`]);
    }
    expect(Object.keys(paths['/api/friendships/{id}/'])).toEqual(
      expect.arrayContaining(['get', 'patch', 'delete']),
    );
  });

  describe('listing', () => {
    it('shows only the viewer’s own rows, filtered by status and direction, paginated', async () => {
      const [me, a, b, c, outsider] = [
        await signUp(app),
        await signUp(app),
        await signUp(app),
        await signUp(app),
        await signUp(app),
      ];
      const toA = await request(me, a);
      const fromB = await request(b, me);
      const fromC = await request(c, me);
      await post(me, `/api/friendships/${fromC.id}/accept/`);
      await request(a, outsider);

      const ids = async (query: string) =>
        (await get(me, `/api/friendships/${query}`))
          .json<{ results: { id: number }[] }>()
          .results.map((row) => row.id)
          .sort();
      expect(await ids('')).toEqual([toA.id, fromB.id, fromC.id].sort());
      expect(await ids('?direction=outgoing')).toEqual([toA.id]);
      expect(await ids('?direction=incoming')).toEqual([fromB.id, fromC.id].sort());
      expect(await ids('?status=pending')).toEqual([toA.id, fromB.id].sort());
      expect(await ids('?status=accepted')).toEqual([fromC.id]);
      expect(await ids('?status=pending&direction=incoming')).toEqual([fromB.id]);
      expect(await ids('?status=declined')).toEqual([]);

      const page = (await get(me, '/api/friendships/?page_size=2')).json();
      expect(page).toMatchObject({
        count: 3,
        previous: null,
        next: expect.stringContaining('page=2'),
      });
      expect(page.results).toHaveLength(2);
      const last = (await get(me, '/api/friendships/?page_size=2&page=2')).json();
      expect(last.results).toHaveLength(1);
      expect(last.next).toBeNull();
    });

    it('refuses unknown filters values with 400', async () => {
      const me = await signUp(app);
      expect((await get(me, '/api/friendships/?status=married')).statusCode).toBe(400);
      expect((await get(me, '/api/friendships/?direction=sideways')).statusCode).toBe(400);
      expect((await get(me, '/api/friendships/?page_size=101')).statusCode).toBe(400);
      expect((await get(me, '/api/friendships/abc/')).statusCode).toBe(400);
    });
  });
});
