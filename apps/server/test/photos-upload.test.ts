import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  MAX_PHOTO_BYTES,
  photoTooLargeMessage,
  photoTypeNotSupportedMessage,
  type Photo,
  type UploadUrl,
} from '@marshlog/domain';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import {
  containsExif,
  exifGpsTags,
  fetchSigned,
  huntOf,
  jpegWithGps,
  postToStorage,
  requestUploadUrl,
  storedKeys,
  uploadPhoto,
} from './support/photos.js';
import { startS3rver, type LocalS3 } from './support/s3.js';
import { signUp, type Hunter } from './support/users.js';

const GPS_LATITUDE_TAG = 0x0002;
const ELEVEN_MB = 11 * 1024 * 1024;

describe.each(['local', 's3'] as const)(
  `photo uploads with %s storage on ${testBackend}`,
  (storageKind) => {
    let app: TestApp;
    let s3: LocalS3 | undefined;
    let owner: Hunter;
    let stranger: Hunter;
    let huntId: number;

    beforeAll(async () => {
      s3 = storageKind === 's3' ? await startS3rver() : undefined;
      app = await createTestApp(s3 ? { s3: s3.config } : {});
      owner = await signUp(app);
      stranger = await signUp(app);
      huntId = await huntOf(app, owner, 'private');
    });
    afterAll(async () => {
      await app.close();
      await s3?.stop();
    });

    /** Asks for an upload form for a photo of a hunt (the owner's private one unless named). */
    function askToUpload(
      hunter: Hunter,
      { objectId = huntId, filename = 'sprig.jpg', mime = 'image/jpeg' } = {},
    ) {
      return requestUploadUrl(app, hunter, {
        content_type: 'hunt',
        object_id: objectId,
        filename,
        content_type_mime: mime,
      });
    }

    async function grantFor(hunter: Hunter): Promise<UploadUrl> {
      const response = await askToUpload(hunter);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<UploadUrl>();
    }

    function deletePhoto(hunter: Hunter, photoId: number) {
      return app.inject({
        method: 'DELETE',
        url: `/api/photos/${photoId}/`,
        headers: hunter.headers,
      });
    }

    async function ownerHuntPhotos(): Promise<Photo[]> {
      const listed = await app.inject({
        method: 'GET',
        url: `/api/photos/?content_type=hunt&object_id=${huntId}`,
        headers: owner.headers,
      });
      return listed.json<{ results: Photo[] }>().results;
    }

    function confirm(hunter: Hunter, s3Key: string, extra: Record<string, unknown> = {}) {
      return app.inject({
        method: 'POST',
        url: '/api/photos/confirm_upload/',
        headers: hunter.headers,
        payload: { s3_key: s3Key, filename: 'sprig.jpg', caption: '', is_primary: false, ...extra },
      });
    }

    it('stores a camera JPEG with every rendition free of GPS and all other metadata', async () => {
      const fixture = await jpegWithGps();
      const before = await sharp(fixture).metadata();
      expect(before.exif && exifGpsTags(before.exif)).toContain(GPS_LATITUDE_TAG);
      expect(before.xmp).toBeDefined();
      expect(containsExif(fixture)).toBe(true);

      const grant = await grantFor(owner);
      expect(grant.s3_key).toMatch(
        new RegExp(`^photos/${owner.user.id}/hunt/${huntId}/[0-9a-f-]{36}\\.jpg$`),
      );
      expect(grant.fields).toMatchObject({ key: grant.s3_key, 'Content-Type': 'image/jpeg' });
      expect(await postToStorage(app, grant, fixture)).toMatchObject({ status: 204 });

      const confirmed = await confirm(owner, grant.s3_key, {
        caption: 'Limit of sprig',
        is_primary: true,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(201);
      const photo = confirmed.json<Photo>();
      expect(photo).toMatchObject({
        filename: 'sprig.jpg',
        caption: 'Limit of sprig',
        is_primary: true,
        content_type: 'hunt',
        object_id: huntId,
        mime_type: 'image/jpeg',
        width: 48,
        height: 64,
        user: { id: owner.user.id, username: owner.user.username, name: owner.user.name },
      });
      expect(photo.s3_key).not.toBe(grant.s3_key);

      for (const url of [photo.download_url, photo.display_url, photo.thumbnail_url]) {
        const served = await fetchSigned(app, url);
        expect(served.status).toBe(200);
        expect(served.contentType).toBe('image/jpeg');
        // The local store asks again on every download whether the viewer still has access.
        if (storageKind === 'local') expect(served.cacheControl).toBe('private, no-cache');
        else expect(served.cacheControl).toMatch(/max-age=\d+/);
        const metadata = await sharp(served.body).metadata();
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
        expect(containsExif(served.body)).toBe(false);
        expect(served.body.includes(Buffer.from('GPSLatitude'))).toBe(false);
        // The orientation is baked into the pixels instead: the sideways photo now stands upright.
        expect([metadata.width, metadata.height]).toEqual([48, 64]);
      }
      const keys = await storedKeys(app);
      expect(keys).not.toContain(grant.s3_key);
      expect(keys).toEqual(expect.arrayContaining([photo.s3_key]));
      expect(keys).toHaveLength(3);

      const again = await confirm(owner, grant.s3_key);
      expect(again.statusCode).toBe(409);
      expect(await storedKeys(app)).toHaveLength(3);

      expect((await deletePhoto(owner, photo.id)).statusCode).toBe(204);
      expect(await storedKeys(app)).toEqual([]);
      expect((await fetchSigned(app, photo.download_url)).status).not.toBe(200);
    });

    it('refuses a text file named .jpg with 415 and deletes it from storage', async () => {
      const grant = await grantFor(owner);
      const text = Buffer.from('Limit: 7 ducks, 2 hen mallards. Not a picture at all.\n');
      expect(await postToStorage(app, grant, text, { filename: 'notes.jpg' })).toMatchObject({
        status: 204,
      });
      expect(await storedKeys(app)).toEqual([grant.s3_key]);

      const response = await confirm(owner, grant.s3_key, { filename: 'notes.jpg' });
      expect(response.statusCode).toBe(415);
      expect(response.json().detail).toMatch(/not a JPEG, PNG or WebP image/);
      expect(await storedKeys(app)).toEqual([]);
    });

    it('refuses an 11 MB image and keeps no file of it', async () => {
      const declared = await requestUploadUrl(app, owner, {
        content_type: 'hunt',
        object_id: huntId,
        filename: 'big.jpg',
        content_type_mime: 'image/jpeg',
        ...{ file_size: ELEVEN_MB },
      });
      expect(declared.statusCode).toBe(400);
      expect(declared.json().detail).toBe(photoTooLargeMessage(ELEVEN_MB));

      const small = await jpegWithGps();
      const big = Buffer.concat([small, Buffer.alloc(ELEVEN_MB - small.length)]);
      const grant = await grantFor(owner);
      const sent = await postToStorage(app, grant, big);
      if (storageKind === 'local') {
        // The local store enforces the signed content-length-range, as S3 does.
        expect(sent.status).toBe(400);
        expect(sent.body).toMatch(/EntityTooLarge/);
      } else {
        // s3rver stores POSTs without checking policy conditions; confirmation refuses it instead.
        expect(sent.status).toBe(204);
        const response = await confirm(owner, grant.s3_key);
        expect(response.statusCode).toBe(400);
        expect(response.json().detail).toBe('File size 11.00MB exceeds maximum 10MB');
      }
      expect(await storedKeys(app)).toEqual([]);
    });

    it('accepts a file just under 10 MB and records the size of the stored original', async () => {
      const small = await jpegWithGps();
      const large = Buffer.concat([small, Buffer.alloc(MAX_PHOTO_BYTES - 1024 - small.length)]);
      const photo = await uploadPhoto(
        app,
        owner,
        { content_type: 'hunt', object_id: huntId },
        large,
      );
      const served = await fetchSigned(app, photo.download_url);
      expect(served.status).toBe(200);
      expect(photo.file_size).toBe(served.body.length);
      expect(photo.file_size).toBeLessThan(large.length);
      expect((await deletePhoto(owner, photo.id)).statusCode).toBe(204);
      expect(await storedKeys(app)).toEqual([]);
    });

    it("refuses uploads to someone else's hunt and leaves nothing behind", async () => {
      const denied = await askToUpload(stranger, { filename: 'sneaky.jpg' });
      expect(denied.statusCode).toBe(404);
      const publicHunt = await huntOf(app, owner, 'public');
      const forbidden = await askToUpload(stranger, {
        objectId: publicHunt,
        filename: 'sneaky.jpg',
      });
      expect(forbidden.statusCode).toBe(403);

      // A key the stranger made up for that hunt, under their own id, still needs upload rights.
      const forged = `photos/${stranger.user.id}/hunt/${publicHunt}/00000000-0000-4000-8000-000000000000.jpg`;
      expect((await confirm(stranger, forged)).statusCode).toBe(403);
      // And the owner's own pending upload cannot be confirmed, or deleted, by the stranger.
      const grant = await grantFor(owner);
      expect(await postToStorage(app, grant, await jpegWithGps())).toMatchObject({ status: 204 });
      const hijack = await confirm(stranger, grant.s3_key);
      expect(hijack.statusCode).toBe(403);
      expect(await storedKeys(app)).toEqual([grant.s3_key]);
      expect((await confirm(owner, grant.s3_key)).statusCode).toBe(201);
      for (const photo of await ownerHuntPhotos()) await deletePhoto(owner, photo.id);
      expect(await storedKeys(app)).toEqual([]);
    });

    it('refuses a type outside the allowed list with the seed message', async () => {
      const response = await askToUpload(owner, { filename: 'decoys.gif', mime: 'image/gif' });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(photoTypeNotSupportedMessage('image/gif'));
    });

    it('keeps one primary photo per hunt and a PNG as a PNG', async () => {
      const png = await sharp({
        create: { width: 2400, height: 1200, channels: 3, background: '#557755' },
      })
        .png()
        .toBuffer();
      const first = await uploadPhoto(
        app,
        owner,
        { content_type: 'hunt', object_id: huntId },
        png,
        {
          filename: 'blind.png',
          is_primary: true,
        },
      );
      expect(first).toMatchObject({
        mime_type: 'image/png',
        width: 2400,
        height: 1200,
        is_primary: true,
      });
      const display = await sharp((await fetchSigned(app, first.display_url)).body).metadata();
      const thumbnail = await sharp((await fetchSigned(app, first.thumbnail_url)).body).metadata();
      expect([display.format, display.width, display.height]).toEqual(['png', 1600, 800]);
      expect([thumbnail.width, thumbnail.height]).toEqual([400, 200]);

      const second = await uploadPhoto(
        app,
        owner,
        { content_type: 'hunt', object_id: huntId },
        await jpegWithGps(),
        {
          is_primary: true,
        },
      );
      const results = await ownerHuntPhotos();
      expect(results.map((photo) => [photo.id, photo.is_primary])).toEqual([
        [second.id, true],
        [first.id, false],
      ]);
    });
  },
);
