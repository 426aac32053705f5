import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_UPLOADS_MAX, PHOTO_MESSAGES, type UploadUrl } from '@marshlog/domain';
import { pendingUploads } from '../src/db/schema.js';
import { sweepExpiredUploads } from '../src/modules/photos/pending-uploads.js';
import { LocalDiskStorage } from '../src/platform/storage/local-disk.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { logHunt } from './support/hunts.js';
import { plainPng, postToStorage, requestUploadUrl, storedKeys } from './support/photos.js';
import { signUp, type Hunter } from './support/users.js';

describe(`hardening: uploads that cannot pile up on ${testBackend}`, () => {
  let app: TestApp;
  let hunter: Hunter;
  let huntId: number;
  beforeAll(async () => {
    app = await createTestApp();
    hunter = await signUp(app);
    huntId = (await logHunt(app, hunter)).id;
  });
  afterAll(() => app.close());

  const grant = async (who: Hunter = hunter) => {
    const response = await requestUploadUrl(app, who, {
      content_type: 'hunt',
      object_id: huntId,
      filename: 'teal.png',
      content_type_mime: 'image/png',
    });
    expect(response.statusCode).toBe(200);
    return response.json<UploadUrl>();
  };
  /** The photo store on disk, as the sweep sees it. */
  const store = () =>
    new LocalDiskStorage(path.join(app.config.dataDir, 'photos'), Buffer.alloc(32));

  it('uses a form once: a replay is refused, before and after the confirm', async () => {
    const form = await grant();
    const png = await plainPng();
    expect((await postToStorage(app, form, png, { type: 'image/png' })).status).toBe(204);
    const replay = await postToStorage(app, form, png, { type: 'image/png' });
    expect(replay.status).toBe(403);
    expect(replay.body).toContain('already been used');
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/photos/confirm_upload/',
      headers: hunter.headers,
      payload: { s3_key: form.s3_key, filename: 'teal.png' },
    });
    expect(confirmed.statusCode).toBe(201);
    expect((await postToStorage(app, form, png, { type: 'image/png' })).status).toBe(403);
    expect(await storedKeys(app)).not.toContain(form.s3_key);
  });

  it(`holds a hunter to ${PENDING_UPLOADS_MAX} unconfirmed uploads at once`, async () => {
    const busy = await signUp(app);
    const busyHunt = (await logHunt(app, busy)).id;
    const ask = () =>
      requestUploadUrl(app, busy, {
        content_type: 'hunt',
        object_id: busyHunt,
        filename: 'pintail.png',
        content_type_mime: 'image/png',
      });
    for (let form = 0; form < PENDING_UPLOADS_MAX; form += 1) {
      expect((await ask()).statusCode).toBe(200);
    }
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(PHOTO_MESSAGES.tooManyPendingUploads);
    // Other hunters are not affected.
    expect((await grant()).s3_key).toMatch(/^photos\//);
  });

  it('sweeps an upload never confirmed once its form has expired, and only then', async () => {
    const form = await grant();
    expect((await postToStorage(app, form, await plainPng(), { type: 'image/png' })).status).toBe(
      204,
    );
    await sweepExpiredUploads(app.db, store());
    expect(await storedKeys(app)).toContain(form.s3_key);

    await app.db
      .update(pendingUploads)
      .set({ expiresAt: sql`now() - interval '1 hour'` })
      .where(eq(pendingUploads.key, form.s3_key));
    await sweepExpiredUploads(app.db, store());
    expect(await storedKeys(app)).not.toContain(form.s3_key);
    const late = await app.inject({
      method: 'POST',
      url: '/api/photos/confirm_upload/',
      headers: hunter.headers,
      payload: { s3_key: form.s3_key, filename: 'teal.png' },
    });
    expect(late.statusCode).toBe(400);
  });
});
