import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../src/platform/compression.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { expectCompressedAsPlain } from './support/geojson.js';
import { signUp, type Hunter } from './support/users.js';

describe(`API answers compressed on ${testBackend}`, () => {
  let app: TestApp;
  let hunter: Hunter;
  beforeAll(async () => {
    app = await createTestApp();
    hunter = await signUp(app);
    for (const day of ['2025-11-18', '2025-11-19', '2025-11-20', '2025-11-21', '2025-11-22']) {
      const logged = await app.inject({
        method: 'POST',
        url: '/api/hunts/',
        headers: hunter.headers,
        payload: {
          date_of_hunt: day,
          latitude: 39.31,
          longitude: -121.79,
          privacy_level: 'friends',
        },
      });
      expect(logged.statusCode).toBe(201);
    }
  });
  afterAll(() => app.close());

  it('compresses a JSON answer over the threshold with brotli or gzip as the request accepts', async () => {
    const body = await expectCompressedAsPlain(app, '/api/hunts/', hunter.headers);
    expect(Buffer.byteLength(body)).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
  });
});
