import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FRAMEWORK_2026_27,
  REGULATION_FORMAT,
  REGULATION_MESSAGES,
  type BagTally,
  type HunterRegulationsAnswer,
} from '@marshlog/domain';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { logHunt } from './support/hunts.js';
import { signUp, type Hunter } from './support/users.js';

const arkansasRules = {
  format: REGULATION_FORMAT,
  season: '2026-27',
  flyway: 'mississippi',
  state: 'AR',
  zone: 'Statewide',
  source: {
    document: 'Arkansas Waterfowl Hunting Guidebook 2026-27',
    citation: 'AGFC Code 19.02',
    published: '2026-08-01',
  },
  duck_bag: { daily: 6 },
  limits: [
    {
      id: 'hen_mallard',
      label: 'Hen mallards',
      group: 'ducks',
      species: ['mallard'],
      sex: 'hen',
      daily: 1,
    },
  ],
  possession: { multiple_of_daily: 3 },
  shooting_hours: { before_sunrise_minutes: 30, after_sunset_minutes: 0 },
  seasons: [{ group: 'ducks', opens: '2026-11-21', closes: '2027-01-31' }],
};

describe(`regulations on ${testBackend}`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const call = (
    hunter: Hunter | null,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: hunter?.headers ?? {}, payload });

  it('serves the federal framework to anyone, every number with its source', async () => {
    const answer = await call(null, 'GET', '/api/regulations/framework/');
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ season: string; notice: string; flyways: unknown[] }>();
    expect(body.season).toBe('2026-27');
    expect(body.notice).toBe(REGULATION_MESSAGES.statesMayBeStricter);
    expect(body.flyways).toEqual(Object.values(FRAMEWORK_2026_27));
  });

  it('says the state is unknown until the hunter picks one, then applies their flyway', async () => {
    const ann = await signUp(app, { name: 'Ann Regs', username: 'ann_regs' });
    const before = await call(ann, 'GET', '/api/regulations/me/');
    expect(before.json<HunterRegulationsAnswer>()).toMatchObject({
      status: 'unknown_state',
      state: null,
      regulations: null,
      notice: REGULATION_MESSAGES.unknownStateNotice,
    });
    const picked = await call(ann, 'PUT', '/api/regulations/me/', { state: 'ar', zone: 'Delta' });
    expect(picked.statusCode).toBe(200);
    expect(picked.json<HunterRegulationsAnswer>()).toMatchObject({
      status: 'federal',
      state: 'AR',
      state_name: 'Arkansas',
      zone: 'Delta',
      flyway: 'mississippi',
      regulations: FRAMEWORK_2026_27.mississippi,
    });
    expect(
      (await call(ann, 'GET', '/api/regulations/me/')).json<HunterRegulationsAnswer>().state,
    ).toBe('AR');
  });

  it('refuses an unknown state, and a split state without its flyway, with clear messages', async () => {
    const bea = await signUp(app, { name: 'Bea Regs', username: 'bea_regs' });
    const unknown = await call(bea, 'PUT', '/api/regulations/me/', { state: 'HI' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ errors: Record<string, string[]> }>().errors.state).toEqual([
      REGULATION_MESSAGES.stateUnknown,
    ]);
    const split = await call(bea, 'PUT', '/api/regulations/me/', { state: 'CO' });
    expect(split.statusCode).toBe(400);
    expect(split.json<{ errors: Record<string, string[]> }>().errors.flyway).toEqual([
      REGULATION_MESSAGES.flywayRequired,
    ]);
    const wrong = await call(bea, 'PUT', '/api/regulations/me/', {
      state: 'CO',
      flyway: 'atlantic',
    });
    expect(wrong.json<{ errors: Record<string, string[]> }>().errors.flyway).toEqual([
      REGULATION_MESSAGES.flywayNotInState,
    ]);
    const colorado = await call(bea, 'PUT', '/api/regulations/me/', {
      state: 'CO',
      flyway: 'pacific',
      zone: 'West',
    });
    expect(colorado.json<HunterRegulationsAnswer>()).toMatchObject({
      flyway: 'pacific',
      regulations: FRAMEWORK_2026_27.pacific,
    });
    expect(
      (await call(bea, 'GET', '/api/regulations/me/')).json<HunterRegulationsAnswer>().status,
    ).toBe('federal');
  });

  it("imports the state's own numbers, validated, and drops them with another state", async () => {
    const cal = await signUp(app, { name: 'Cal Regs', username: 'cal_regs' });
    const early = await call(cal, 'PUT', '/api/regulations/me/state-rules/', arkansasRules);
    expect(early.statusCode).toBe(400);
    expect(early.json<{ errors: Record<string, string[]> }>().errors.state).toEqual([
      REGULATION_MESSAGES.stateRulesNeedState,
    ]);
    await call(cal, 'PUT', '/api/regulations/me/', { state: 'AR' });
    const unsourced = await call(cal, 'PUT', '/api/regulations/me/state-rules/', {
      ...arkansasRules,
      source: undefined,
    });
    expect(unsourced.statusCode).toBe(400);
    expect(unsourced.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      source: [REGULATION_MESSAGES.sourceRequired],
    });
    const overBag = await call(cal, 'PUT', '/api/regulations/me/state-rules/', {
      ...arkansasRules,
      limits: [{ ...arkansasRules.limits[0], daily: 9 }],
    });
    expect(overBag.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'limits.0.daily': [REGULATION_MESSAGES.limitOverBag],
    });
    const otherState = await call(cal, 'PUT', '/api/regulations/me/state-rules/', {
      ...arkansasRules,
      state: 'MO',
    });
    expect(otherState.json<{ errors: Record<string, string[]> }>().errors.state).toEqual([
      REGULATION_MESSAGES.stateRulesWrongState,
    ]);
    const imported = await call(cal, 'PUT', '/api/regulations/me/state-rules/', arkansasRules);
    expect(imported.statusCode).toBe(200);
    const answer = imported.json<HunterRegulationsAnswer>();
    expect(answer.status).toBe('state');
    expect(answer.regulations?.limits[0]?.daily).toBe(1);
    expect(answer.regulations?.seasons).toEqual(arkansasRules.seasons);
    await call(cal, 'PUT', '/api/regulations/me/', { state: 'AR', zone: 'North' });
    expect(
      (await call(cal, 'GET', '/api/regulations/me/')).json<HunterRegulationsAnswer>().status,
    ).toBe('state');
    await call(cal, 'PUT', '/api/regulations/me/', { state: 'MO' });
    const moved = (await call(cal, 'GET', '/api/regulations/me/')).json<HunterRegulationsAnswer>();
    expect(moved).toMatchObject({ status: 'federal', state_rules: null });
    await call(cal, 'PUT', '/api/regulations/me/', { state: 'AR' });
    await call(cal, 'PUT', '/api/regulations/me/state-rules/', arkansasRules);
    const dropped = await call(cal, 'DELETE', '/api/regulations/me/state-rules/');
    expect(dropped.json<HunterRegulationsAnswer>()).toMatchObject({
      status: 'federal',
      state_rules: null,
    });
  });

  it("tallies the hunter's own birds of a day and in possession, and marks birds out of possession", async () => {
    const dan = await signUp(app, { name: 'Dan Regs', username: 'dan_regs' });
    const eve = await signUp(app, { name: 'Eve Regs', username: 'eve_regs' });
    const hen = { species: 'mallard', gender: 'hen' } as const;
    const earlier = await logHunt(app, dan, {
      date_of_hunt: '2025-11-20',
      birds: [{ ...hen, quantity: 2 }],
    });
    const sameDay = await logHunt(app, dan, {
      date_of_hunt: '2025-11-22',
      birds: [{ ...hen, quantity: 1 }],
    });
    const onScreen = await logHunt(app, dan, {
      date_of_hunt: '2025-11-22',
      birds: [{ ...hen, quantity: 1 }],
    });
    await logHunt(app, dan, { date_of_hunt: '2025-08-30', birds: [{ ...hen, quantity: 1 }] });
    await logHunt(app, dan, { date_of_hunt: '2025-11-23', birds: [{ ...hen, quantity: 1 }] });
    const evesHunt = await logHunt(app, eve, {
      date_of_hunt: '2025-11-22',
      privacy_level: 'public',
      birds: [{ ...hen, quantity: 3 }],
    });

    const tally = async (query: string) => {
      const answer = await call(dan, 'GET', `/api/regulations/tally/?${query}`);
      expect(answer.statusCode).toBe(200);
      return answer.json<BagTally>();
    };
    const first = await tally(`date=2025-11-22&exclude_hunt=${onScreen.id}`);
    expect(first.day.map((bird) => bird.hunt_id)).toEqual([sameDay.id]);
    expect(first.possession.map((bird) => bird.hunt_id)).toEqual([
      earlier.id,
      earlier.id,
      sameDay.id,
    ]);
    expect((await tally('date=2025-11-22')).day).toHaveLength(2);

    const earlierBirds = first.possession
      .filter((bird) => bird.hunt_id === earlier.id)
      .map((bird) => bird.id);
    const released = await call(dan, 'POST', '/api/regulations/possession/', {
      bird_ids: earlierBirds,
      out_of_possession_on: '2025-11-21',
    });
    expect(released.json()).toEqual({ updated: 2 });
    expect((await tally('date=2025-11-22')).possession).toHaveLength(2);
    expect((await tally('date=2025-11-20')).possession).toHaveLength(2);

    const evesBird = evesHunt.birds[0]?.id ?? 0;
    const foreign = await call(dan, 'POST', '/api/regulations/possession/', {
      bird_ids: [...earlierBirds, evesBird],
      out_of_possession_on: null,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await tally('date=2025-11-22')).possession).toHaveLength(2);
    const back = await call(dan, 'POST', '/api/regulations/possession/', {
      bird_ids: earlierBirds,
      out_of_possession_on: null,
    });
    expect(back.statusCode).toBe(200);
    expect((await tally('date=2025-11-22')).possession).toHaveLength(4);

    const bad = await call(dan, 'GET', '/api/regulations/tally/?date=2025-13-40');
    expect(bad.statusCode).toBe(400);
    const empty = await call(dan, 'POST', '/api/regulations/possession/', {
      bird_ids: [],
      out_of_possession_on: null,
    });
    expect(empty.json<{ errors: Record<string, string[]> }>().errors.bird_ids).toEqual([
      REGULATION_MESSAGES.birdIdsRequired,
    ]);
  });

  it('answers 401 to a signed-out caller on every hunter route', async () => {
    for (const [method, url] of [
      ['GET', '/api/regulations/me/'],
      ['PUT', '/api/regulations/me/'],
      ['PUT', '/api/regulations/me/state-rules/'],
      ['DELETE', '/api/regulations/me/state-rules/'],
      ['GET', '/api/regulations/tally/?date=2025-11-22'],
      ['POST', '/api/regulations/possession/'],
    ] as const) {
      expect(
        (await call(null, method, url, method === 'GET' || method === 'DELETE' ? undefined : {}))
          .statusCode,
        url,
      ).toBe(401);
    }
  });
});
