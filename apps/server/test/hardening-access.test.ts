import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES, type Hunt } from '@marshlog/domain';
import { externalHosts } from '../src/platform/content-security.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { logHunt } from './support/hunts.js';
import { befriend } from './support/locations.js';
import { fetchSigned, plainPng, uploadPhoto } from './support/photos.js';
import { signUp } from './support/users.js';

describe(`hardening: access that ends at once on ${testBackend}`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const me = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/users/me/', headers });

  it('sign-out ends the access token at once, whether it sends the cookie or the bearer', async () => {
    const byCookie = await signUp(app);
    expect((await me(byCookie.headers)).statusCode).toBe(200);
    const signedOut = await app.inject({
      method: 'POST',
      url: '/api/auth/signout/',
      headers: { cookie: byCookie.cookie },
    });
    expect(signedOut.statusCode).toBe(200);
    expect((await me(byCookie.headers)).statusCode).toBe(401);

    const byBearer = await signUp(app);
    await app.inject({ method: 'POST', url: '/api/auth/signout/', headers: byBearer.headers });
    expect((await me(byBearer.headers)).statusCode).toBe(401);
  });

  it('a new sign-in after sign-out works at once', async () => {
    const hunter = await signUp(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/signout/',
      headers: { cookie: hunter.cookie },
    });
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: hunter.email, password: hunter.password },
    });
    expect(again.statusCode).toBe(200);
    const token = again.json<{ jwt_token: string }>().jwt_token;
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('stops serving a photo to a viewer the moment they lose access to its hunt', async () => {
    const owner = await signUp(app);
    const friend = await signUp(app);
    await befriend(app, owner, friend);
    const hunt = await logHunt(app, owner, { privacy_level: 'friends' });
    await uploadPhoto(app, owner, { content_type: 'hunt', object_id: hunt.id }, await plainPng(), {
      filename: 'teal.png',
    });
    const seen = await app.inject({
      method: 'GET',
      url: `/api/hunts/${hunt.id}/`,
      headers: friend.headers,
    });
    const photo = seen.json<Hunt>().photos[0];
    if (!photo) throw new Error('the friend sees no photo');
    const served = await fetchSigned(app, photo.thumbnail_url);
    expect(served.status).toBe(200);
    expect(served.cacheControl).toBe('private, no-cache');

    await app.inject({
      method: 'PATCH',
      url: `/api/hunts/${hunt.id}/`,
      headers: owner.headers,
      payload: { privacy_level: 'private' },
    });
    expect((await fetchSigned(app, photo.thumbnail_url)).status).toBe(404);
    expect((await fetchSigned(app, photo.display_url)).status).toBe(404);
    // The owner's own URLs keep working.
    const own = await app.inject({
      method: 'GET',
      url: `/api/hunts/${hunt.id}/`,
      headers: owner.headers,
    });
    const ownPhoto = own.json<Hunt>().photos[0];
    if (!ownPhoto) throw new Error('the owner sees no photo');
    expect((await fetchSigned(app, ownPhoto.thumbnail_url)).status).toBe(200);
    // A URL cannot be re-pointed at another viewer: the signature covers it.
    const forged = ownPhoto.thumbnail_url.replace(/viewer=\d+/, `viewer=${friend.user.id}`);
    expect((await fetchSigned(app, forged)).status).toBe(403);
  });

  it('answers signed-in API calls with Cache-Control: no-store', async () => {
    const hunter = await signUp(app);
    const mine = await me(hunter.headers);
    expect(mine.headers['cache-control']).toBe('no-store');
    const hunts = await app.inject({ method: 'GET', url: '/api/hunts/', headers: hunter.headers });
    expect(hunts.headers['cache-control']).toBe('no-store');
  });

  it('takes only https profile image URLs', async () => {
    const hunter = await signUp(app);
    for (const url of [
      'javascript:alert(1)',
      'http://images.example/me.png',
      'data:image/png;base64,AA',
    ]) {
      const response = await app.inject({
        method: 'PATCH',
        url: '/api/users/me/',
        headers: hunter.headers,
        payload: { profile_image_url: url },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.profile_image_url).toEqual([USER_MESSAGES.profileImageHttps]);
    }
    const ok = await app.inject({
      method: 'PATCH',
      url: '/api/users/me/',
      headers: hunter.headers,
      payload: { profile_image_url: 'https://images.example/me.png' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('names only the hosts the page uses in its Content-Security-Policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/hunts' });
    const policy = String(response.headers['content-security-policy']);
    const connect = /connect-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(connect.split(' ')).toEqual(["'self'", 'blob:', ...externalHosts(app.config)]);
    expect(connect).toContain('https://basemap.nationalmap.gov');
    expect(connect).toContain('https://tiles.openfreemap.org');
    expect(connect).not.toMatch(/(^| )https:( |$)/);
    expect(connect).not.toMatch(/(^| )wss?:( |$)/);
  });

  it('adds the photo store and a configured map style to that list', () => {
    const hosts = externalHosts({
      map: { styleUrl: 'https://styles.example/satellite.json', mapboxToken: 'pk.test' },
      s3: {
        bucket: 'marsh-photos',
        region: 'us-west-2',
        forcePathStyle: false,
      },
    });
    expect(hosts).toEqual(
      expect.arrayContaining([
        'https://styles.example',
        'https://api.mapbox.com',
        'https://marsh-photos.s3.us-west-2.amazonaws.com',
      ]),
    );
  });
});
