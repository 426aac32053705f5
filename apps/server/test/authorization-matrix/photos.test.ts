import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo, UploadUrl } from '@marshlog/domain';
import { createTestApp } from '../support/app.js';
import { testBackend } from '../support/database.js';
import { fetchSigned } from '../support/photos.js';
import { saveLocation, shareWith } from '../support/locations.js';
import {
  buildPhotoWorld,
  changeStatus,
  photoCases,
  photoEditors,
  photoReaders,
  type PhotoWorld,
} from './photo-items.js';
import { buildWorld, WORLD_VIEWERS, type World, type WorldViewer } from './world.js';

/**
 * Every photo endpoint x item kind x privacy level x viewer: a photo is read by exactly those who
 * read its item, and changed (PATCH, DELETE, bulk) by its uploader or whoever may edit the item.
 * Refusals are 401 signed out, 403 for a viewer who sees the item, 404 for one who does not, and
 * leave the data as it was.
 */

describe(`authorization matrix: photos on ${testBackend}`, () => {
  let world: World;
  let photoWorld: PhotoWorld;

  beforeAll(async () => {
    world = await buildWorld(await createTestApp());
    photoWorld = await buildPhotoWorld(world);
  });
  afterAll(() => world.app.close());

  /** A photo as someone who reads it: the owner reads every item, a viewer their own hunt. */
  const photoAs = (id: number, reader: WorldViewer = 'owner') =>
    world.request(reader, { method: 'GET', url: `/api/photos/${id}/` });
  const captionOf = async (id: number, reader: WorldViewer = 'owner') =>
    (await photoAs(id, reader)).json<Photo>().caption;

  describe('GET /api/photos/user_gallery/ shows only the caller’s own uploads', () => {
    it.each(WORLD_VIEWERS)('%s', async (viewer) => {
      const response = await world.request(viewer, {
        method: 'GET',
        url: '/api/photos/user_gallery/?page_size=100',
      });
      if (viewer === 'signedOut') {
        expect(response.statusCode).toBe(401);
        return;
      }
      expect(response.statusCode).toBe(200);
      const results = response.json<{ results: Photo[] }>().results;
      expect(results.map((photo) => photo.id).sort()).toEqual(
        [...photoWorld.uploadedBy[viewer]].sort(),
      );
      expect(results.every((photo) => photo.user.id === world.userId(viewer))).toBe(true);
    });
  });

  describe.each(photoCases)('$kind $level, viewer $viewer', ({ kind, level, viewer }) => {
    const item = () => photoWorld.items[`${kind}:${level}`];
    const reads = photoReaders(kind, level).includes(viewer);
    const edits = photoEditors(kind).includes(viewer);

    it(`GET /api/photos/{id}/ answers ${reads ? '200 with a working download_url' : '404'}`, async () => {
      for (const photo of item().photos) {
        const response = await world.request(viewer, {
          method: 'GET',
          url: `/api/photos/${photo.id}/`,
        });
        expect(response.statusCode).toBe(reads ? 200 : 404);
        expect(response.body.includes(photo.s3_key)).toBe(reads);
        if (!reads) continue;
        const shown = response.json<Photo>();
        expect(shown.id).toBe(photo.id);
        const file = await fetchSigned(world.app, shown.download_url);
        expect(file.status).toBe(200);
        expect(file.contentType).toBe('image/png');
        if (shown.download_url.startsWith('/')) {
          const unsigned = await fetchSigned(world.app, shown.download_url.replace(/\?.*$/, ''));
          expect(unsigned.status).not.toBe(200);
        }
      }
    });

    it(`GET /api/photos/?content_type=&object_id= ${reads ? 'lists' : 'hides'} its photos`, async () => {
      const response = await world.request(viewer, {
        method: 'GET',
        url: `/api/photos/?content_type=${kind}&object_id=${item().id}&page_size=100`,
      });
      expect(response.statusCode).toBe(200);
      const listed = response.json<{ count: number; results: Photo[] }>();
      const expected = reads ? item().photos.map((photo) => photo.id) : [];
      expect(listed.results.map((photo) => photo.id).sort()).toEqual(expected.sort());
      expect(listed.count).toBe(expected.length);
      const unfiltered = await world.request(viewer, {
        method: 'GET',
        url: '/api/photos/?page_size=100',
      });
      const everyId = unfiltered.json<{ results: Photo[] }>().results.map((photo) => photo.id);
      expect(everyId.includes(item().ownerPhoto.id)).toBe(reads);
    });

    it(`POST /api/photos/generate_upload_url/ answers ${changeStatus(kind, level, viewer, 200)}`, async () => {
      const response = await world.request(viewer, {
        method: 'POST',
        url: '/api/photos/generate_upload_url/',
        payload: {
          content_type: kind,
          object_id: item().id,
          filename: 'pintail.png',
          content_type_mime: 'image/png',
        },
      });
      expect(response.statusCode).toBe(changeStatus(kind, level, viewer, 200));
      if (edits) expect(response.json<UploadUrl>().s3_key).toContain(`${kind}`);
    });

    it(`PATCH /api/photos/{id}/ answers ${changeStatus(kind, level, viewer, 200)}`, async () => {
      const { ownerPhoto } = item();
      const before = await captionOf(ownerPhoto.id);
      const response = await world.request(viewer, {
        method: 'PATCH',
        url: `/api/photos/${ownerPhoto.id}/`,
        payload: { caption: `patched by ${viewer}` },
      });
      expect(response.statusCode).toBe(changeStatus(kind, level, viewer, 200));
      expect(await captionOf(ownerPhoto.id)).toBe(edits ? `patched by ${viewer}` : before);
    });

    it(`DELETE /api/photos/{id}/ answers ${changeStatus(kind, level, viewer, 204)}`, async () => {
      const target =
        edits && viewer !== 'signedOut'
          ? await photoWorld.upload('owner', kind, item().id)
          : item().ownerPhoto;
      const response = await world.request(viewer, {
        method: 'DELETE',
        url: `/api/photos/${target.id}/`,
      });
      expect(response.statusCode).toBe(changeStatus(kind, level, viewer, 204));
      expect((await photoAs(target.id)).statusCode).toBe(edits ? 404 : 200);
    });

    it(`POST /api/photos/bulk_update/ with the viewer's own photo answers ${changeStatus(kind, level, viewer, 200)}, all or nothing`, async () => {
      const targets = [
        ...(viewer === 'signedOut'
          ? []
          : [{ id: photoWorld.ownPhotos[viewer].id, reader: viewer }]),
        { id: item().ownerPhoto.id, reader: 'owner' as const },
      ];
      const captions = () => Promise.all(targets.map(({ id, reader }) => captionOf(id, reader)));
      const before = await captions();
      const response = await world.request(viewer, {
        method: 'POST',
        url: '/api/photos/bulk_update/',
        payload: { photos: targets.map(({ id }) => ({ id, caption: `bulk by ${viewer}` })) },
      });
      expect(response.statusCode).toBe(changeStatus(kind, level, viewer, 200));
      expect(await captions()).toEqual(edits ? targets.map(() => `bulk by ${viewer}`) : before);
    });

    it(`DELETE /api/photos/bulk_delete/ with the viewer's own photo answers ${changeStatus(kind, level, viewer, 200)}, all or nothing`, async () => {
      const own =
        viewer === 'signedOut'
          ? []
          : [
              edits
                ? await photoWorld.upload(viewer, 'hunt', photoWorld.ownHunts[viewer])
                : photoWorld.ownPhotos[viewer],
            ];
      const onItem = edits ? await photoWorld.upload('owner', kind, item().id) : item().ownerPhoto;
      const targets = [
        ...own.map((photo) => ({ photo, reader: viewer })),
        { photo: onItem, reader: 'owner' as const },
      ];
      const response = await world.request(viewer, {
        method: 'DELETE',
        url: '/api/photos/bulk_delete/',
        payload: { ids: targets.map(({ photo }) => photo.id) },
      });
      expect(response.statusCode).toBe(changeStatus(kind, level, viewer, 200));
      if (edits) expect(response.json()).toEqual({ deleted: 2 });
      const after = await Promise.all(
        targets.map(async ({ photo, reader }) => (await photoAs(photo.id, reader)).statusCode),
      );
      expect(after).toEqual(targets.map(() => (edits ? 404 : 200)));
    });
  });

  it('an uploader keeps changing their own photo only while they see its item', async () => {
    const { owner, editShare } = world.hunters;
    const location = await saveLocation(world.app, owner, { privacy_level: 'private' });
    await shareWith(world.app, owner, location.id, [editShare], 'edit');
    const theirs = await photoWorld.upload('editShare', 'location', location.id);
    const owners = await photoWorld.upload('owner', 'location', location.id);
    await shareWith(world.app, owner, location.id, [editShare], 'view');

    const as = (method: 'PATCH' | 'DELETE' | 'POST', url: string, payload: object) =>
      world.request('editShare', { method, url, payload });
    const grant = await as('POST', '/api/photos/generate_upload_url/', {
      content_type: 'location',
      object_id: location.id,
      filename: 'wigeon.png',
      content_type_mime: 'image/png',
    });
    expect(grant.statusCode).toBe(403);
    expect((await as('PATCH', `/api/photos/${theirs.id}/`, { caption: 'mine' })).statusCode).toBe(
      200,
    );
    expect((await as('PATCH', `/api/photos/${owners.id}/`, { caption: 'mine' })).statusCode).toBe(
      403,
    );
    const bulk = await as('POST', '/api/photos/bulk_update/', {
      photos: [
        { id: theirs.id, caption: 'both' },
        { id: owners.id, caption: 'both' },
      ],
    });
    expect(bulk.statusCode).toBe(403);
    expect([await captionOf(theirs.id), await captionOf(owners.id)]).toEqual([
      'mine',
      owners.caption,
    ]);

    await world.request('owner', {
      method: 'DELETE',
      url: `/api/locations/${location.id}/unshare/`,
      payload: { user_ids: [editShare.user.id] },
    });
    expect((await photoAs(theirs.id, 'editShare')).statusCode).toBe(404);
    expect((await as('PATCH', `/api/photos/${theirs.id}/`, { caption: 'gone' })).statusCode).toBe(
      404,
    );
    expect((await as('DELETE', '/api/photos/bulk_delete/', { ids: [theirs.id] })).statusCode).toBe(
      404,
    );
    const gallery = await world.request('editShare', {
      method: 'GET',
      url: '/api/photos/user_gallery/?page_size=100',
    });
    expect(gallery.json<{ results: Photo[] }>().results.map((photo) => photo.id)).not.toContain(
      theirs.id,
    );
    expect(await captionOf(theirs.id)).toBe('mine');
  });
});
