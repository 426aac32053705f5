import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BAND_MESSAGES,
  HUNT_MESSAGES,
  REPORT_BAND_URL,
  SEASON_MESSAGES,
  type BandLog,
  type BandLogEntry,
  type Hunt,
  type SeasonSummary,
} from '@marshlog/domain';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { logHunt } from './support/hunts.js';
import { saveLocation } from './support/locations.js';
import { signUp, type Hunter } from './support/users.js';

describe(`bands and the season summary on ${testBackend}`, () => {
  let app: TestApp;
  let ann: Hunter;
  let bayou: Hunt;
  let geese: Hunt;

  const call = (
    hunter: Hunter | null,
    method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: hunter?.headers ?? {}, payload });

  beforeAll(async () => {
    app = await createTestApp();
    ann = await signUp(app, { name: 'Ann Season', username: 'ann_season' });
    const place = await saveLocation(app, ann, { name: 'Bayou Meto, north hole' });
    bayou = await logHunt(app, ann, {
      date_of_hunt: '2025-11-22',
      location: place.id,
      shells_fired: 14,
      birds_lost: 1,
      birds: [
        { species: 'mallard', gender: 'hen', quantity: 3 },
        { species: 'gadwall', gender: 'drake' },
      ],
    });
    geese = await logHunt(app, ann, {
      date_of_hunt: '2026-01-10',
      birds: [{ species: 'snow_goose', gender: 'drake', quantity: 2 }],
    });
    // Another season's hunt never counts in 2025-26.
    await logHunt(app, ann, {
      date_of_hunt: '2025-08-31',
      birds: [{ species: 'mallard', gender: 'drake' }],
    });
  }, 120_000);
  afterAll(() => app.close());

  it('keeps shells fired and birds lost with the hunt, refusing counts out of range', async () => {
    expect(bayou).toMatchObject({ shells_fired: 14, birds_lost: 1 });
    expect(geese).toMatchObject({ shells_fired: null, birds_lost: null });
    const changed = await call(ann, 'PATCH', `/api/hunts/${geese.id}/`, { shells_fired: 6 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Hunt>().shells_fired).toBe(6);
    const refused = await call(ann, 'PATCH', `/api/hunts/${geese.id}/`, { birds_lost: -1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: { birds_lost: [HUNT_MESSAGES.birdsLostRange] },
    });
  });

  it('puts a band on a bird and lists it in the band log with the report link', async () => {
    const birdId = bayou.birds[0]?.id ?? 0;
    const put = await call(ann, 'PUT', `/api/bands/${birdId}/`, {
      band_number: '1107-24513',
      band_type: 'federal',
      notes: 'Right leg, worn',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json<BandLogEntry>()).toMatchObject({
      bird_id: birdId,
      hunt_id: bayou.id,
      date_of_hunt: '2025-11-22',
      place: 'Bayou Meto, north hole',
      species: 'mallard',
      species_display: 'Mallard',
      gender: 'hen',
      band_number: '1107-24513',
      band_type_display: 'Federal (aluminum leg band)',
      reported_on: null,
      report_url: REPORT_BAND_URL,
    });
    const reported = await call(ann, 'PATCH', `/api/bands/${birdId}/`, {
      reported_on: '2025-11-23',
    });
    expect(reported.json<BandLogEntry>().reported_on).toBe('2025-11-23');
    const log = await call(ann, 'GET', '/api/bands/');
    expect(log.json<BandLog>()).toMatchObject({
      count: 1,
      results: [{ bird_id: birdId, band_number: '1107-24513', reported_on: '2025-11-23' }],
    });
  });

  it('refuses a bad band with a clear message and changes nothing', async () => {
    const birdId = bayou.birds[1]?.id ?? 0;
    const blank = await call(ann, 'PUT', `/api/bands/${birdId}/`, {
      band_number: '  ',
      band_type: 'federal',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ errors: { band_number: [BAND_MESSAGES.numberRequired] } });
    const kind = await call(ann, 'PUT', `/api/bands/${birdId}/`, {
      band_number: '1107',
      band_type: 'ring',
    });
    expect(kind.json()).toMatchObject({ errors: { band_type: [BAND_MESSAGES.typeInvalid] } });
    const future = await call(ann, 'PATCH', `/api/bands/${birdId}/`, {
      reported_on: '2999-01-01',
    });
    expect(future.statusCode).toBe(400);
    const none = await call(ann, 'PATCH', `/api/bands/${birdId}/`, { reported_on: null });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ detail: BAND_MESSAGES.bandNotFound });
    expect((await call(ann, 'GET', '/api/bands/')).json<BandLog>().count).toBe(1);
  });

  it('takes a band off, and the bird leaves the log', async () => {
    const birdId = bayou.birds[2]?.id ?? 0;
    await call(ann, 'PUT', `/api/bands/${birdId}/`, { band_number: 'R 4471', band_type: 'reward' });
    expect((await call(ann, 'GET', '/api/bands/')).json<BandLog>().count).toBe(2);
    // Paged like the project's other lists: page, count, next and previous.
    const first = (await call(ann, 'GET', '/api/bands/?page_size=1')).json<BandLog>();
    expect(first).toMatchObject({
      count: 2,
      previous: null,
      next: '/api/bands/?page_size=1&page=2',
    });
    const second = (await call(ann, 'GET', '/api/bands/?page_size=1&page=2')).json<BandLog>();
    expect(second).toMatchObject({
      count: 2,
      next: null,
      previous: '/api/bands/?page_size=1&page=1',
    });
    expect([first.results[0]?.bird_id, second.results[0]?.bird_id]).toEqual([
      birdId,
      bayou.birds[0]?.id,
    ]);
    expect((await call(ann, 'GET', '/api/bands/?page=0')).statusCode).toBe(400);
    expect((await call(ann, 'DELETE', `/api/bands/${birdId}/`)).statusCode).toBe(204);
    expect((await call(ann, 'DELETE', `/api/bands/${birdId}/`)).statusCode).toBe(404);
    expect((await call(ann, 'GET', '/api/bands/')).json<BandLog>().count).toBe(1);
  });

  it('sums the season against the limits of the hunter’s state', async () => {
    await call(ann, 'PUT', '/api/regulations/me/', { state: 'AR' });
    const answer = await call(ann, 'GET', '/api/season/summary/?season=2025-26');
    expect(answer.statusCode).toBe(200);
    const summary = answer.json<SeasonSummary>();
    expect(summary).toMatchObject({
      season: '2025-26',
      starts_on: '2025-09-01',
      ends_on: '2026-08-31',
      days_hunted: 2,
      hunts: 2,
      birds: 6,
      survey: { ducks: 4, sea_ducks: 0, geese: 2, brant: 0 },
      birds_lost: 1,
      shells_fired: 20,
      hunts_with_shells: 2,
      by_sex: { drake: 3, hen: 3 },
    });
    // 20 shells over the 6 birds of the two hunts that recorded shells.
    expect(summary.shells_per_bird).toBe(3.3);
    expect(summary.days[0]?.over_limits).toEqual(['Hen mallards: 3 of 2']);
    expect(summary.limits).toMatchObject({ status: 'federal', state: 'AR', days_over: 1 });
    expect(summary.by_place.map((line) => line.place)).toEqual(['Bayou Meto, north hole', null]);
  });

  it('compares with another state’s framework when asked, and counts nothing without a state', async () => {
    const pacific = await call(ann, 'GET', '/api/season/summary/?season=2025-26&state=ca');
    expect(pacific.json<SeasonSummary>().limits).toMatchObject({ state: 'CA', days_over: 1 });
    const bob = await signUp(app, { name: 'Bob Empty', username: 'bob_empty' });
    const empty = (
      await call(bob, 'GET', '/api/season/summary/?season=2025-26')
    ).json<SeasonSummary>();
    expect(empty).toMatchObject({ days_hunted: 0, birds: 0, shells_per_bird: null });
    expect(empty.limits).toMatchObject({ status: 'unknown_state', days_over: null });
    expect(empty.limits.notice).toBe(SEASON_MESSAGES.noState);
  });

  it('refuses a season that is not one, with the message', async () => {
    const answer = await call(ann, 'GET', '/api/season/summary/?season=2025-27');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errors: { season: [SEASON_MESSAGES.seasonInvalid] } });
    expect((await call(ann, 'GET', '/api/season/summary/')).statusCode).toBe(400);
  });

  it('downloads the summary as CSV and as a PDF', async () => {
    const csv = await call(ann, 'GET', '/api/season/summary/csv/?season=2025-26');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="marshlog-season-2025-26-AR.csv"',
    );
    expect(csv.body).toContain('Days hunted,2');
    expect(csv.body).toContain(
      '2025-11-22,"Bayou Meto, north hole",4,0,0,0,1,14,Hen mallards: 3 of 2',
    );
    const pdf = await call(ann, 'GET', '/api/season/summary/pdf/?season=2025-26');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(1000);
  });
});
