import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Activity,
  BagTally,
  HarvestInsights,
  Hunt,
  Paginated,
  Party,
  PrivacyLevel,
  SeasonSummary,
} from '@marshlog/domain';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { relate, signUp, type Hunter } from './support/users.js';

const DAY = '2025-11-22';
const MEMBERS = ['teal', 'pintail', 'canvasback'] as const;
type Member = (typeof MEMBERS)[number];

/** Each member's birds on the hunt, and the level they narrow their party_joined to. */
const SHOTS: Record<Member, { species: string; gender: 'drake' | 'hen'; count: number }> = {
  teal: { species: 'mallard', gender: 'hen', count: 2 },
  pintail: { species: 'northern_pintail', gender: 'drake', count: 1 },
  canvasback: { species: 'canvasback', gender: 'drake', count: 1 },
};
const OWN_LEVEL: Record<Member, PrivacyLevel> = {
  teal: 'public',
  pintail: 'friends',
  canvasback: 'private',
};

/**
 * Issue 27's check through the API: a public party hunt credited to three members (and one drake
 * of the owner's). Each member's bag (the day's tally, the season summary, harvest insights)
 * counts only their own birds, and each member's party_joined reaches the feeds their own level
 * allows: one member keeps it public, one narrows it to friends, one to themselves. Every member
 * has a friend of their own who is not the owner's.
 */
describe(`a party hunt credited to three members on ${testBackend}`, () => {
  let app: TestApp;
  let owner: Hunter;
  let stranger: Hunter;
  const members = {} as Record<Member, Hunter>;
  const friendsOf = {} as Record<Member, Hunter>;
  let hunt: Hunt;

  const get = (hunter: Hunter, url: string) =>
    app.inject({ method: 'GET', url, headers: hunter.headers });
  async function send(
    hunter: Hunter,
    method: 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
  ) {
    const response = await app.inject({ method, url, headers: hunter.headers, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  }

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signUp(app, { name: 'Ann Owner' });
    stranger = await signUp(app, { name: 'Sam Stranger' });
    for (const member of MEMBERS) {
      members[member] = await signUp(app, { name: `Member ${member}` });
      friendsOf[member] = await signUp(app, { name: `Friend of ${member}` });
      await relate(app, owner, members[member], 'accepted');
      await relate(app, members[member], friendsOf[member], 'accepted');
    }
    const created = await send(owner, 'POST', '/api/hunts/', {
      date_of_hunt: DAY,
      latitude: 34.5,
      longitude: -91.55,
      privacy_level: 'public',
      birds: [{ species: 'mallard', gender: 'drake', quantity: 1 }],
    });
    hunt = created.json<Hunt>();
    const named = await send(owner, 'PUT', `/api/hunts/${hunt.id}/party/`, {
      friends: MEMBERS.map((member) => members[member].user.id),
      guests: [],
    });
    const party = named.json<Party>();
    for (const member of MEMBERS) {
      await send(members[member], 'POST', `/api/hunts/${hunt.id}/party/accept/`);
      const shooter = party.members.find((row) => row.user?.id === members[member].user.id)?.id;
      const { species, gender, count } = SHOTS[member];
      for (let shot = 0; shot < count; shot += 1) {
        await send(owner, 'POST', `/api/hunts/${hunt.id}/add_bird/`, { species, gender, shooter });
      }
      const mine = await get(members[member], `/api/feed/?user=${members[member].user.id}`);
      const joined = mine
        .json<Paginated<Activity>>()
        .results.find((activity) => activity.activity_type === 'party_joined');
      if (!joined) throw new Error(`${member} has no party_joined`);
      if (OWN_LEVEL[member] !== 'public') {
        await send(members[member], 'PATCH', `/api/feed/${joined.id}/`, {
          privacy_level: OWN_LEVEL[member],
        });
      }
    }
  }, 120_000);
  afterAll(() => app.close());

  it.each(MEMBERS)("counts only %s's own birds in their day's bag and season", async (member) => {
    const { species, gender, count } = SHOTS[member];
    const tally = (
      await get(members[member], `/api/regulations/tally/?date=${DAY}`)
    ).json<BagTally>();
    expect(tally.day.map((bird) => [bird.hunt_id, bird.species, bird.gender])).toEqual(
      Array.from({ length: count }, () => [hunt.id, species, gender]),
    );
    const summary = (
      await get(members[member], '/api/season/summary/?season=2025-26')
    ).json<SeasonSummary>();
    expect(summary.days_hunted).toBe(1);
    expect(summary.birds).toBe(count);
    expect(summary.by_species).toEqual([expect.objectContaining({ species, total: count })]);
    const insights = (
      await get(members[member], '/api/activity-analytics/harvest_insights/')
    ).json<HarvestInsights>();
    const season = insights.seasons.find((entry) => entry.start_year === 2025);
    expect(season).toMatchObject({ hunts: 1, birds: count, species: [{ species, birds: count }] });
  });

  it("counts only the owner's drake in the owner's bag, not the members' birds", async () => {
    const tally = (await get(owner, `/api/regulations/tally/?date=${DAY}`)).json<BagTally>();
    expect(tally.day.map((bird) => bird.species)).toEqual(['mallard']);
    const summary = (await get(owner, '/api/season/summary/?season=2025-26')).json<SeasonSummary>();
    expect(summary.birds).toBe(1);
    const insights = (
      await get(owner, '/api/activity-analytics/harvest_insights/')
    ).json<HarvestInsights>();
    expect(insights.seasons.find((entry) => entry.start_year === 2025)).toMatchObject({
      hunts: 1,
      birds: 1,
    });
  });

  /** Which members' party_joined a hunter finds in their feed. */
  async function joinedSeenBy(hunter: Hunter): Promise<Member[]> {
    const feed = (await get(hunter, '/api/feed/?page_size=100')).json<Paginated<Activity>>();
    return MEMBERS.filter((member) =>
      feed.results.some(
        (activity) =>
          activity.activity_type === 'party_joined' &&
          activity.user.id === members[member].user.id &&
          activity.content_object_data.url_data.id === hunt.id,
      ),
    );
  }

  it.each(MEMBERS)(
    "shows %s's party_joined to the feeds their own level allows",
    async (member) => {
      // Every member sees their own; the others' only as those members' levels allow.
      expect(await joinedSeenBy(members[member])).toContain(member);
      const level = OWN_LEVEL[member];
      expect((await joinedSeenBy(friendsOf[member])).includes(member)).toBe(level !== 'private');
      expect((await joinedSeenBy(stranger)).includes(member)).toBe(level === 'public');
      expect((await joinedSeenBy(owner)).includes(member)).toBe(level !== 'private');
    },
  );

  it("tells each member's card whose hunt they joined", async () => {
    const mine = (await get(members.teal, `/api/feed/?user=${members.teal.user.id}`)).json<
      Paginated<Activity>
    >();
    const joined = mine.results.find((activity) => activity.activity_type === 'party_joined');
    expect(joined?.content_object_data.summary).toBe('Hunted with Ann Owner');
    expect(joined?.content_object_data.url_data).toEqual({ id: hunt.id, type: 'hunt' });
    expect(joined?.widest_privacy_level).toBe('public');
  });

  it("narrows a member's party_joined with the hunt: made private, only its party sees it", async () => {
    await send(owner, 'PATCH', `/api/hunts/${hunt.id}/`, { privacy_level: 'private' });
    expect(await joinedSeenBy(friendsOf.teal)).toEqual([]);
    expect(await joinedSeenBy(stranger)).toEqual([]);
    expect(await joinedSeenBy(members.teal)).toEqual(['teal']);
    // The owner reads the hunt still, and each member's activity as that member's level allows.
    expect(await joinedSeenBy(owner)).toEqual(['teal', 'pintail']);
  });
});
