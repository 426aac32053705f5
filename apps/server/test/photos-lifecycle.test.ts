import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photosForObjects } from '../src/modules/photos/index.js';
import { createStorage, type ObjectStorage } from '../src/platform/storage/index.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { saveLocation } from './support/locations.js';
import { fetchSigned, huntOf, plainPng, storedKeys, uploadPhoto } from './support/photos.js';
import { startS3rver, type LocalS3 } from './support/s3.js';
import { signUp, type Hunter } from './support/users.js';

const SECRET = 'a-fixed-token-secret-for-photo-lifecycle';

describe.each(['local', 's3'] as const)(
  `photos of deleted items with %s storage on ${testBackend}`,
  (storageKind) => {
    let app: TestApp;
    let s3: LocalS3 | undefined;
    let storage: ObjectStorage;
    let owner: Hunter;

    beforeAll(async () => {
      s3 = storageKind === 's3' ? await startS3rver() : undefined;
      app = await createTestApp({ jwtSecret: SECRET, ...(s3 ? { s3: s3.config } : {}) });
      storage = createStorage(app.config, SECRET);
      owner = await signUp(app);
    });
    afterAll(async () => {
      await storage.close();
      await app.close();
      await s3?.stop();
    });

    it('deletes a hunt with its photos and their files, and nothing of other hunts', async () => {
      const png = await plainPng();
      const doomed = await huntOf(app, owner, 'public');
      const kept = await huntOf(app, owner, 'public');
      const gone = [
        await uploadPhoto(app, owner, { content_type: 'hunt', object_id: doomed }, png),
        await uploadPhoto(app, owner, { content_type: 'hunt', object_id: doomed }, png),
      ];
      const stays = await uploadPhoto(app, owner, { content_type: 'hunt', object_id: kept }, png);
      expect(await storedKeys(app)).toHaveLength(9);

      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/hunts/${doomed}/`,
        headers: owner.headers,
      });
      expect(deleted.statusCode).toBe(204);
      for (const photo of gone) {
        expect(
          (
            await app.inject({
              method: 'GET',
              url: `/api/photos/${photo.id}/`,
              headers: owner.headers,
            })
          ).statusCode,
        ).toBe(404);
      }
      const folder = stays.s3_key.replace(/original\.png$/, '');
      expect(await storedKeys(app)).toEqual([
        `${folder}display.png`,
        stays.s3_key,
        `${folder}thumbnail.png`,
      ]);
      expect((await fetchSigned(app, stays.download_url)).status).toBe(200);

      await app.inject({ method: 'DELETE', url: `/api/hunts/${kept}/`, headers: owner.headers });
      expect(await storedKeys(app)).toEqual([]);
    });

    it('deletes a location with its photos and their files', async () => {
      const location = await saveLocation(app, owner, {
        name: 'Gray Lodge pond 7',
        privacy_level: 'public',
      });
      await uploadPhoto(
        app,
        owner,
        { content_type: 'location', object_id: location.id },
        await plainPng(),
      );
      expect(await storedKeys(app), JSON.stringify(await storedKeys(app))).toHaveLength(3);
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/locations/${location.id}/`,
        headers: owner.headers,
      });
      expect(deleted.statusCode).toBe(204);
      expect(await storedKeys(app)).toEqual([]);
      const listed = await app.inject({
        method: 'GET',
        url: '/api/photos/user_gallery/',
        headers: owner.headers,
      });
      expect(listed.json().count).toBe(0);
    });

    it('embeds the photos of a hunt in its JSON, primary first, with working URLs', async () => {
      const png = await plainPng();
      const huntId = await huntOf(app, owner, 'private');
      const plain = await uploadPhoto(app, owner, { content_type: 'hunt', object_id: huntId }, png);
      const primary = await uploadPhoto(
        app,
        owner,
        { content_type: 'hunt', object_id: huntId },
        png,
        { is_primary: true, caption: 'Limit of teal' },
      );
      const detail = await app.inject({
        method: 'GET',
        url: `/api/hunts/${huntId}/`,
        headers: owner.headers,
      });
      const photos = detail.json<{
        photos: { id: number; caption: string; download_url: string }[];
      }>().photos;
      expect(photos.map((photo) => photo.id)).toEqual([primary.id, plain.id]);
      expect(photos[0]?.caption).toBe('Limit of teal');
      const listed = await app.inject({
        method: 'GET',
        url: '/api/hunts/',
        headers: owner.headers,
      });
      const inList = listed
        .json<{ results: { id: number; photos: unknown[] }[] }>()
        .results.find((hunt) => hunt.id === huntId);
      expect(inList?.photos).toHaveLength(2);
      const image = await fetchSigned(app, photos[0]?.download_url ?? '');
      expect(image.status).toBe(200);
    });

    it('groups photos by item, primary first, for embedding in item JSON', async () => {
      const png = await plainPng();
      const [first, second, bare] = [
        await huntOf(app, owner, 'private'),
        await huntOf(app, owner, 'private'),
        await huntOf(app, owner, 'private'),
      ];
      const a = await uploadPhoto(app, owner, { content_type: 'hunt', object_id: first }, png);
      const b = await uploadPhoto(app, owner, { content_type: 'hunt', object_id: first }, png, {
        is_primary: true,
      });
      const c = await uploadPhoto(app, owner, { content_type: 'hunt', object_id: second }, png);

      const grouped = await photosForObjects(app.db, storage, 'hunt', [first, second, bare]);
      expect(grouped.get(first)?.map((photo) => photo.id)).toEqual([b.id, a.id]);
      expect(grouped.get(second)?.map((photo) => photo.id)).toEqual([c.id]);
      expect(grouped.get(bare)).toEqual([]);
      const embedded = grouped.get(second)?.[0];
      expect(embedded).toMatchObject({ id: c.id, s3_key: c.s3_key, user: { id: owner.user.id } });
      expect((await fetchSigned(app, embedded?.thumbnail_url ?? '')).status).toBe(200);
      expect(await photosForObjects(app.db, storage, 'location', [first])).toEqual(
        new Map([[first, []]]),
      );
    });
  },
);
