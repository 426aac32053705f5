import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@marshlog/domain';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { relate, signUp, type Hunter } from './support/users.js';

describe(`users: profiles and hunter search on ${testBackend}`, () => {
  let app: TestApp;
  let viewer: Hunter;
  let friend: Hunter;
  let stranger: Hunter;
  let pending: Hunter;
  let blocker: Hunter;
  let blocked: Hunter;

  beforeAll(async () => {
    app = await createTestApp();
    viewer = await signUp(app, { name: 'Vera Canvasback', username: 'vera_cb' });
    friend = await signUp(app, { name: 'Frank Goldeneye', username: 'frank_ge' });
    stranger = await signUp(app, { name: 'Stan Goldeneye', username: 'stan_ge' });
    pending = await signUp(app, { name: 'Penny Goldeneye', username: 'penny_ge' });
    blocker = await signUp(app, { name: 'Bob Goldeneye', username: 'bob_ge' });
    blocked = await signUp(app, { name: 'Bella Goldeneye', username: 'bella_ge' });
    await relate(app, viewer, friend, 'accepted');
    await relate(app, pending, viewer, 'pending');
    await relate(app, blocker, viewer, 'blocked');
    await relate(app, viewer, blocked, 'blocked');
  });
  afterAll(() => app.close());

  const get = (url: string, hunter?: Hunter) =>
    app.inject({ method: 'GET', url, headers: hunter ? hunter.headers : {} });
  const patchMe = (hunter: Hunter, payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: '/api/users/me/', headers: hunter.headers, payload });

  describe('GET /api/users/?search=', () => {
    it('finds hunters by name or username, case-insensitively, without self or blocks', async () => {
      const response = await get('/api/users/?search=GOLDENEYE', viewer);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.count).toBe(3);
      expect(body.results.map((user: { username: string }) => user.username)).toEqual([
        'frank_ge',
        'penny_ge',
        'stan_ge',
      ]);
      const byName = await get('/api/users/?search=vera', friend);
      expect(byName.json().results.map((user: { id: number }) => user.id)).toEqual([
        viewer.user.id,
      ]);
      const byUsername = await get('/api/users/?search=_GE', stranger);
      expect(byUsername.json().count).toBe(4);
    });

    it('shows the email of friends only', async () => {
      const results = (await get('/api/users/?search=goldeneye', viewer)).json().results;
      const emailOf = (hunter: Hunter) =>
        results.find((user: { id: number }) => user.id === hunter.user.id)?.email;
      expect(emailOf(friend)).toBe(friend.email);
      expect(emailOf(stranger)).toBeNull();
      expect(emailOf(pending)).toBeNull();
    });

    it('never lists the viewer, and hides both sides of a block', async () => {
      const all = (await get('/api/users/?page_size=100', viewer)).json();
      const ids = all.results.map((user: { id: number }) => user.id);
      expect(ids).not.toContain(viewer.user.id);
      expect(ids).not.toContain(blocker.user.id);
      expect(ids).not.toContain(blocked.user.id);
      expect(ids).toEqual(
        expect.arrayContaining([friend.user.id, stranger.user.id, pending.user.id]),
      );
      const fromBlocker = (await get('/api/users/?search=vera', blocker)).json();
      expect(fromBlocker.count).toBe(0);
    });

    it('treats LIKE wildcards in the search as text', async () => {
      expect((await get('/api/users/?search=%25', viewer)).json().count).toBe(0);
      expect((await get('/api/users/?search=frank_', viewer)).json().count).toBe(1);
    });

    it('paginates with count, next and previous', async () => {
      const first = (await get('/api/users/?search=goldeneye&page_size=2', viewer)).json();
      expect(first.count).toBe(3);
      expect(first.results).toHaveLength(2);
      expect(first.previous).toBeNull();
      expect(first.next).toBe('/api/users/?search=goldeneye&page_size=2&page=2');
      const second = (await get(first.next, viewer)).json();
      expect(second.results).toHaveLength(1);
      expect(second.next).toBeNull();
      expect(second.previous).toBe('/api/users/?search=goldeneye&page_size=2&page=1');
    });

    it('needs a signed-in viewer and a valid page size', async () => {
      expect((await get('/api/users/?search=goldeneye')).statusCode).toBe(401);
      expect((await get('/api/users/?page_size=101', viewer)).statusCode).toBe(400);
    });
  });

  describe('GET /api/users/{id}/', () => {
    it('shows the email to the hunter and to friends, not to others', async () => {
      expect((await get(`/api/users/${viewer.user.id}/`, viewer)).json().email).toBe(viewer.email);
      expect((await get(`/api/users/${viewer.user.id}/`, friend)).json().email).toBe(viewer.email);
      const seenByStranger = await get(`/api/users/${viewer.user.id}/`, stranger);
      expect(seenByStranger.statusCode).toBe(200);
      expect(seenByStranger.json()).toEqual({ ...viewer.user, email: null });
      expect((await get(`/api/users/${viewer.user.id}/`, pending)).json().email).toBeNull();
      expect((await get(`/api/users/${viewer.user.id}/`)).json().email).toBeNull();
    });

    it('answers 404 for an unknown hunter and for either side of a block', async () => {
      expect((await get('/api/users/999999/', viewer)).statusCode).toBe(404);
      expect((await get(`/api/users/${blocker.user.id}/`, viewer)).statusCode).toBe(404);
      expect((await get(`/api/users/${viewer.user.id}/`, blocker)).statusCode).toBe(404);
      expect((await get(`/api/users/${blocked.user.id}/`, viewer)).statusCode).toBe(404);
    });

    it('answers 400 for an id that is not a positive integer', async () => {
      expect((await get('/api/users/abc/', viewer)).statusCode).toBe(400);
      expect((await get('/api/users/0/', viewer)).statusCode).toBe(400);
    });
  });

  describe('PATCH /api/users/me/', () => {
    it('changes name, username and profile picture', async () => {
      const hunter = await signUp(app, { name: 'Old Name' });
      const response = await patchMe(hunter, {
        name: 'Ruddy Ruth',
        username: 'ruddy_ruth',
        profile_image_url: 'https://images.marsh.test/ruth.jpg',
      });
      expect(response.statusCode).toBe(200);
      const expected = {
        ...hunter.user,
        name: 'Ruddy Ruth',
        first_name: 'Ruddy',
        username: 'ruddy_ruth',
        profile_image_url: 'https://images.marsh.test/ruth.jpg',
      };
      expect(response.json()).toEqual(expected);
      expect((await get('/api/users/me/', hunter)).json()).toEqual(expected);
      const cleared = await patchMe(hunter, { profile_image_url: null });
      expect(cleared.json().profile_image_url).toBeNull();
    });

    it("refuses another hunter's username with 409, but allows re-casing one's own", async () => {
      const hunter = await signUp(app, { username: 'scaup_sam' });
      const taken = await patchMe(hunter, { username: 'FRANK_GE' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        detail: USER_MESSAGES.usernameTaken,
        errors: { username: [USER_MESSAGES.usernameTaken] },
      });
      const recased = await patchMe(hunter, { username: 'Scaup_Sam' });
      expect(recased.statusCode).toBe(200);
      expect(recased.json().username).toBe('Scaup_Sam');
    });

    it('validates fields and needs a token', async () => {
      const hunter = await signUp(app);
      const invalid = await patchMe(hunter, { username: 'no spaces!', name: '' });
      expect(invalid.statusCode).toBe(400);
      expect(Object.keys(invalid.json().errors).sort()).toEqual(['name', 'username']);
      const signedOut = await app.inject({
        method: 'PATCH',
        url: '/api/users/me/',
        payload: { name: 'X' },
      });
      expect(signedOut.statusCode).toBe(401);
    });
  });
});
