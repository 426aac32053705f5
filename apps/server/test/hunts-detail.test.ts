import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { huntSchema } from '@marshlog/domain';
import { visibleHuntJson } from '../src/modules/hunts/detail.js';
import { presentHunts } from '../src/modules/hunts/hydrate.js';
import { findVisibleHunt } from '../src/modules/hunts/queries.js';
import { compiledSerializerCompiler } from '../src/platform/serializers.js';
import { createStorage } from '../src/platform/storage/index.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { logHuntsOfEveryShape, type HuntShapes } from './support/hunt-shapes.js';

/** The hunt JSON as the route's response schema writes what presentHunt made. */
const huntText = compiledSerializerCompiler({
  schema: huntSchema,
  method: 'GET',
  url: '/api/hunts/:id/',
  httpStatus: '200',
});

/**
 * A hunt's detail is written by the database (modules/hunts/detail.ts) with the single-item
 * policy applied to what the same statement reads; create and update answers are presented in
 * JavaScript. Both must answer the same bytes and the same 404s for every viewer.
 */
describe(`hunt detail written by the database on ${testBackend}`, () => {
  /** The app's own secret, so photo URLs signed outside it carry its signatures. */
  const serverSecret = 'hunt-detail-test-secret-0123456789abcdef0123456789';
  let app: TestApp;
  let shapes: HuntShapes;

  beforeAll(async () => {
    app = await createTestApp({ jwtSecret: serverSecret });
    shapes = await logHuntsOfEveryShape(app, 'detail');
  });
  afterAll(() => app.close());
  afterEach(() => vi.useRealTimers());

  const viewers = [
    ['the owner', () => shapes.dee],
    ['a friend', () => shapes.eli],
    ['a stranger', () => shapes.fay],
    ['a blocked hunter', () => shapes.gil],
    ['a visitor', () => undefined],
  ] as const;

  it.each(viewers)('answers %s the bytes of the presented hunt, or 404', async (_who, hunter) => {
    // Photo URLs carry their expiry: both answers are signed at the same moment.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2025, 0, 1) });
    const viewer = hunter();
    const viewerId = viewer?.user.id ?? null;
    const storage = createStorage(app.config, serverSecret);
    const missing = Math.max(...shapes.huntIds) + 1000;
    let seen = 0;
    for (const id of [...shapes.huntIds, missing]) {
      const written = await app.inject({
        method: 'GET',
        url: `/api/hunts/${id}/`,
        headers: viewer?.headers,
      });
      const text = await visibleHuntJson({ db: app.db, storage }, viewerId, id);
      const row = await findVisibleHunt(app.db, viewerId, id);
      expect(text === undefined, `hunt ${id}`).toBe(row === undefined);
      if (!row) {
        expect(written.statusCode, `hunt ${id}`).toBe(404);
        expect(written.json(), `hunt ${id}`).toMatchObject({ detail: 'Not found.' });
        continue;
      }
      const [presented] = await presentHunts({ db: app.db, storage }, [row], viewerId);
      expect(written.statusCode, `hunt ${id}`).toBe(200);
      expect(written.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(written.body, `hunt ${id}`).toBe(huntText(presented));
      expect(text, `hunt ${id}`).toBe(written.body);
      seen += 1;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('shows each viewer the hunts the single-item policy lets them see', async () => {
    const counts = await Promise.all(
      viewers.map(async ([, hunter]) => {
        let shown = 0;
        for (const id of shapes.huntIds) {
          const response = await app.inject({
            method: 'GET',
            url: `/api/hunts/${id}/`,
            headers: hunter()?.headers,
          });
          if (response.statusCode === 200) shown += 1;
        }
        return shown;
      }),
    );
    const total = shapes.huntIds.length;
    // Dee and her friend Eli see each other's friends-only hunts; only Dee her private one.
    expect(counts).toEqual([total, total - 1, total - 3, total - 3, total - 3]);
  });

  it('answers a hunt with photos with its photos, signed for the viewer', async () => {
    const pages = await Promise.all(
      shapes.huntIds.map((id) =>
        app.inject({ method: 'GET', url: `/api/hunts/${id}/`, headers: shapes.fay.headers }),
      ),
    );
    const withPhotos = pages
      .filter((page) => page.statusCode === 200)
      .map((page) => page.json<{ photos: unknown[] }>())
      .filter((hunt) => hunt.photos.length > 0);
    expect(withPhotos.map((hunt) => hunt.photos.length)).toEqual([2]);
  });
});
