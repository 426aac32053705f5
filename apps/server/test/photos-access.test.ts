import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { huntDayName, type Paginated, type Photo } from '@marshlog/domain';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { saveLocation, shareWith } from './support/locations.js';
import {
  fetchSigned,
  huntOf,
  jpegWithGps,
  plainPng,
  requestUploadUrl,
  uploadPhoto,
  type PhotoDetails,
} from './support/photos.js';
import { relate, signUp, type Hunter } from './support/users.js';

/** Who sees, lists, downloads and changes photos: exactly those who may see (or edit) the item. */
describe(`photo visibility and changes on ${testBackend}`, () => {
  let app: TestApp;
  let owner: Hunter;
  let friend: Hunter;
  let stranger: Hunter;
  let privateHunt: number;
  let friendsHunt: number;
  let publicHunt: number;
  let privatePhoto: Photo;
  let friendsPhoto: Photo;
  let publicPhoto: Photo;

  beforeAll(async () => {
    app = await createTestApp();
    [owner, friend, stranger] = [await signUp(app), await signUp(app), await signUp(app)];
    await relate(app, owner, friend, 'accepted');
    privateHunt = await huntOf(app, owner, 'private');
    friendsHunt = await huntOf(app, owner, 'friends');
    publicHunt = await huntOf(app, owner, 'public');
    const png = await plainPng();
    const photoOfHunt = (huntId: number, details: PhotoDetails) =>
      uploadPhoto(app, owner, { content_type: 'hunt', object_id: huntId }, png, details);
    privatePhoto = await photoOfHunt(privateHunt, {
      filename: 'secret-slough.png',
      caption: 'Hidden pothole',
    });
    friendsPhoto = await photoOfHunt(friendsHunt, {
      filename: 'rice-check.png',
      caption: 'Greenheads over the check',
      is_primary: true,
    });
    publicPhoto = await photoOfHunt(publicHunt, {
      filename: 'sunrise.png',
      caption: 'Sunrise at the levee',
    });
  });
  afterAll(() => app.close());

  const get = (url: string, hunter?: Hunter) =>
    app.inject({ method: 'GET', url, ...(hunter ? { headers: hunter.headers } : {}) });
  const listIds = async (url: string, hunter?: Hunter) => {
    const response = await get(url, hunter);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Paginated<Photo>>().results.map((photo) => photo.id);
  };

  it('shows a private hunt photo to its owner only: detail, lists and download', async () => {
    expect((await get(`/api/photos/${privatePhoto.id}/`, owner)).statusCode).toBe(200);
    for (const viewer of [friend, stranger, undefined]) {
      expect((await get(`/api/photos/${privatePhoto.id}/`, viewer)).statusCode).toBe(404);
      expect(
        await listIds(`/api/photos/?content_type=hunt&object_id=${privateHunt}`, viewer),
      ).toEqual([]);
      expect(await listIds('/api/photos/', viewer)).not.toContain(privatePhoto.id);
    }
    expect(await listIds(`/api/photos/?content_type=hunt&object_id=${privateHunt}`, owner)).toEqual(
      [privatePhoto.id],
    );
    const served = await fetchSigned(app, privatePhoto.thumbnail_url);
    expect(served.status).toBe(200);
    // Nobody else obtains a URL; one made up from another photo's signature does not open it.
    const borrowed = new URL(publicPhoto.download_url, 'http://marshlog.local');
    const forged = `${new URL(privatePhoto.download_url, 'http://marshlog.local').pathname}${borrowed.search}`;
    expect((await fetchSigned(app, forged)).status).toBe(403);
  });

  it('shows a friends-level hunt photo to an accepted friend, who can download it', async () => {
    const response = await get(`/api/photos/${friendsPhoto.id}/`, friend);
    expect(response.statusCode).toBe(200);
    const seen = response.json<Photo>();
    expect(seen).toMatchObject({
      id: friendsPhoto.id,
      caption: 'Greenheads over the check',
      is_primary: true,
    });
    expect((await fetchSigned(app, seen.download_url)).status).toBe(200);
    expect(
      await listIds(`/api/photos/?content_type=hunt&object_id=${friendsHunt}`, friend),
    ).toEqual([friendsPhoto.id]);
    expect((await get(`/api/photos/${friendsPhoto.id}/`, stranger)).statusCode).toBe(404);
    expect(await listIds('/api/photos/', stranger)).toEqual([publicPhoto.id]);
  });

  it('shows a public hunt photo to everyone, signed out included', async () => {
    expect((await get(`/api/photos/${publicPhoto.id}/`)).statusCode).toBe(200);
    expect(await listIds('/api/photos/')).toEqual([publicPhoto.id]);
    expect((await listIds('/api/photos/', friend)).sort()).toEqual(
      [friendsPhoto.id, publicPhoto.id].sort(),
    );
  });

  it('filters the list by primary flag and by a search of caption and filename', async () => {
    expect(await listIds('/api/photos/?is_primary=true', owner)).toEqual([friendsPhoto.id]);
    expect(await listIds('/api/photos/?search=levee', owner)).toEqual([publicPhoto.id]);
    expect(await listIds('/api/photos/?search=SECRET-SLOUGH', owner)).toEqual([privatePhoto.id]);
    expect(await listIds('/api/photos/?search=%25', owner)).toEqual([]);
    const page = await get('/api/photos/?page_size=2&ordering=filename', owner);
    expect(page.json()).toMatchObject({ count: 3, previous: null });
    expect(page.json().next).toContain('page=2');
  });

  it('lets only the uploader or an editor of the item change a photo', async () => {
    const patch = (id: number, hunter: Hunter, payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/photos/${id}/`, headers: hunter.headers, payload });
    expect((await patch(privatePhoto.id, stranger, { caption: 'mine now' })).statusCode).toBe(404);
    expect((await patch(friendsPhoto.id, friend, { caption: 'mine now' })).statusCode).toBe(403);
    const tooLong = await patch(publicPhoto.id, owner, { caption: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().detail).toBe('Caption cannot exceed 200 characters');
    const changed = await patch(publicPhoto.id, owner, {
      caption: 'Sunrise, north levee',
      is_primary: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ caption: 'Sunrise, north levee', is_primary: true });
    const signedOut = await app.inject({
      method: 'PATCH',
      url: `/api/photos/${publicPhoto.id}/`,
      payload: {},
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('lets an edit share upload to a location, and its owner manage that photo', async () => {
    const editor = await signUp(app);
    const viewer = await signUp(app);
    await relate(app, owner, editor, 'accepted');
    await relate(app, owner, viewer, 'accepted');
    const location = await saveLocation(app, owner, { name: 'Butte Sink blind 4' });
    await shareWith(app, owner, location.id, [editor], 'edit');
    await shareWith(app, owner, location.id, [viewer], 'view');

    const refused = await requestUploadUrl(app, viewer, {
      content_type: 'location',
      object_id: location.id,
      filename: 'blind.jpg',
      content_type_mime: 'image/jpeg',
    });
    expect(refused.statusCode).toBe(403);
    const photo = await uploadPhoto(
      app,
      editor,
      { content_type: 'location', object_id: location.id },
      await jpegWithGps(),
    );
    expect(photo.user.id).toBe(editor.user.id);
    expect(
      await listIds(`/api/photos/?content_type=location&object_id=${location.id}`, viewer),
    ).toEqual([photo.id]);

    const byOwner = await app.inject({
      method: 'PATCH',
      url: `/api/photos/${photo.id}/`,
      headers: owner.headers,
      payload: { caption: 'Blind 4 from the east' },
    });
    expect(byOwner.statusCode).toBe(200);
    const byViewer = await app.inject({
      method: 'DELETE',
      url: `/api/photos/${photo.id}/`,
      headers: viewer.headers,
    });
    expect(byViewer.statusCode).toBe(403);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/photos/${photo.id}/`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await get(`/api/photos/${photo.id}/`, owner)).statusCode).toBe(404);
  });

  it('bulk-updates each photo with its own changes, all or nothing', async () => {
    const strangerHunt = await huntOf(app, stranger, 'public');
    const theirs = await uploadPhoto(
      app,
      stranger,
      { content_type: 'hunt', object_id: strangerHunt },
      await plainPng(),
    );
    const bulk = (hunter: Hunter, photos: object[]) =>
      app.inject({
        method: 'POST',
        url: '/api/photos/bulk_update/',
        headers: hunter.headers,
        payload: { photos },
      });

    const mixed = await bulk(owner, [
      { id: privatePhoto.id, caption: 'should not stick' },
      { id: theirs.id, caption: 'not yours' },
    ]);
    expect(mixed.statusCode).toBe(403);
    expect((await get(`/api/photos/${privatePhoto.id}/`, owner)).json().caption).toBe(
      'Hidden pothole',
    );
    expect((await bulk(owner, [{ id: 999_999, caption: 'ghost' }])).statusCode).toBe(404);

    const done = await bulk(owner, [
      { id: privatePhoto.id, caption: 'Pothole, flooded', is_primary: true },
      { id: friendsPhoto.id, is_primary: false },
    ]);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().updated).toBe(2);
    expect(
      done.json().results.map((photo: Photo) => [photo.id, photo.caption, photo.is_primary]),
    ).toEqual([
      [privatePhoto.id, 'Pothole, flooded', true],
      [friendsPhoto.id, 'Greenheads over the check', false],
    ]);
  });

  it("bulk-deletes only the caller's deletable photos, all or nothing, with their files", async () => {
    const jpeg = await jpegWithGps();
    const friendHunt = await huntOf(app, friend, 'friends');
    const target = { content_type: 'hunt' as const, object_id: friendHunt };
    const mine = [
      await uploadPhoto(app, friend, target, jpeg),
      await uploadPhoto(app, friend, target, jpeg),
    ];
    const ids = mine.map((photo) => photo.id);
    const bulkDelete = (hunter: Hunter, payload: number[]) =>
      app.inject({
        method: 'DELETE',
        url: '/api/photos/bulk_delete/',
        headers: hunter.headers,
        payload: { ids: payload },
      });

    expect((await bulkDelete(friend, [...ids, friendsPhoto.id])).statusCode).toBe(403);
    expect((await bulkDelete(friend, [...ids, privatePhoto.id])).statusCode).toBe(404);
    expect((await bulkDelete(owner, ids)).statusCode).toBe(403);
    expect(
      await listIds(`/api/photos/?content_type=hunt&object_id=${friendHunt}`, friend),
    ).toHaveLength(2);

    const done = await bulkDelete(friend, ids);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ deleted: 2 });
    expect(await listIds(`/api/photos/?content_type=hunt&object_id=${friendHunt}`, friend)).toEqual(
      [],
    );
    expect((await get(`/api/photos/${friendsPhoto.id}/`, friend)).statusCode).toBe(200);
    for (const photo of mine) expect((await fetchSigned(app, photo.download_url)).status).toBe(404);
  });

  it("pages the caller's own gallery, newest first, with its filters", async () => {
    const hunter = await signUp(app);
    const hunt = await huntOf(app, hunter, 'private');
    const uploads: Photo[] = [];
    for (const caption of ['Opening day', 'Second split', 'Late season']) {
      uploads.push(
        await uploadPhoto(
          app,
          hunter,
          { content_type: 'hunt', object_id: hunt },
          await plainPng(),
          { caption },
        ),
      );
    }
    const gallery = await get('/api/photos/user_gallery/', hunter);
    expect(gallery.statusCode).toBe(200);
    expect(gallery.json()).toMatchObject({ count: 3, next: null, previous: null });
    expect(gallery.json().results.map((photo: Photo) => photo.caption)).toEqual([
      'Late season',
      'Second split',
      'Opening day',
    ]);
    // Each names the hunt it belongs to, by its day, as Hunts does.
    const day = (await get(`/api/hunts/${hunt}/`, hunter)).json<{ date_of_hunt: string }>()
      .date_of_hunt;
    expect(gallery.json().results.map((photo: { subject: string }) => photo.subject)).toEqual(
      Array.from({ length: 3 }, () => huntDayName(day)),
    );
    expect(
      await listIds('/api/photos/user_gallery/?ordering=uploaded_at&page_size=1&page=2', hunter),
    ).toEqual([uploads[1]?.id]);
    expect(await listIds('/api/photos/user_gallery/?search=split', hunter)).toEqual([
      uploads[1]?.id,
    ]);
    expect(await listIds('/api/photos/user_gallery/?content_type=location', hunter)).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      await listIds(`/api/photos/user_gallery/?date_after=${today}&date_before=${today}`, hunter),
    ).toHaveLength(3);
    expect(await listIds('/api/photos/user_gallery/?date_before=2020-01-01', hunter)).toEqual([]);
    expect((await get('/api/photos/user_gallery/?ordering=storage_key', hunter)).statusCode).toBe(
      400,
    );
    expect((await get('/api/photos/user_gallery/')).statusCode).toBe(401);
    expect(await listIds('/api/photos/user_gallery/', owner)).not.toContain(uploads[0]?.id);
  });
});
