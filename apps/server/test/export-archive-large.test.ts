import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import { preparedArchive } from './support/archives.js';
import { testBackend } from './support/database.js';
import { logHunt } from './support/hunts.js';
import { jpegWithGps, uploadPhoto } from './support/photos.js';
import { signUp, type Hunter } from './support/users.js';

const HUNTS = 1_000;
const PHOTOS = 50;

/** Issue 28's check: the archive of a hunter with 1,000 hunts and 50 photos downloads and opens. */
describe(`export: a full season's archive (${HUNTS} hunts, ${PHOTOS} photos) on ${testBackend}`, () => {
  let app: TestApp;
  let hunter: Hunter;
  beforeAll(async () => {
    app = await createTestApp();
    hunter = await signUp(app);
    // The photos hang on hunts logged through the API; the rest of the season is written at once.
    const pictured = await logHunt(app, hunter, { notes: 'Opening morning' });
    const photo = await jpegWithGps();
    for (let index = 0; index < PHOTOS; index += 1) {
      await uploadPhoto(app, hunter, { content_type: 'hunt', object_id: pictured.id }, photo, {
        filename: `teal-${index}.jpg`,
      });
    }
    await app.db.execute(sql`insert into hunts (user_id, date_of_hunt, latitude, longitude, notes)
      select ${hunter.user.id}, date '2025-10-01' + (n % 120), 38 + (n % 100) * 0.001, -121.9,
        'Hunt ' || n
      from generate_series(1, ${HUNTS - 1}) as n`);
  }, 180_000);
  afterAll(() => app.close());

  it('prepares, downloads and opens, with every hunt and every photo in it', async () => {
    const ready = await preparedArchive(app, hunter.headers, 120_000);
    expect(ready).toMatchObject({ status: 'ready', progress: 100 });
    const download = await app.inject({
      method: 'GET',
      url: ready.download_path ?? '',
      headers: hunter.headers,
    });
    expect(download.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(download.rawPayload));
    const archive = JSON.parse(strFromU8(files['marshlog.json'] ?? new Uint8Array())) as {
      hunts: { notes: string }[];
      photos: { file: string }[];
    };
    expect(archive.hunts).toHaveLength(HUNTS);
    expect(archive.photos).toHaveLength(PHOTOS);
    for (const { file } of archive.photos) expect(files[file]?.length).toBeGreaterThan(0);
    expect(Object.keys(files).filter((name) => name.startsWith('photos/'))).toHaveLength(PHOTOS);
  }, 180_000);
});
