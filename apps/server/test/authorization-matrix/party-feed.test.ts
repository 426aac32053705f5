import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  PRIVACY_LEVELS,
  type Activity,
  type FriendComparisonResult,
  type HarvestInsights,
  type Hunt,
  type MyInsights,
  type Paginated,
  type Party,
  type PrivacyLevel,
} from '@marshlog/domain';
import { activities } from '../../src/db/schema.js';
import { canSeeActivity } from '../../src/platform/visibility/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { testBackend } from '../support/database.js';
import { relate, signUp, type Hunter } from '../support/users.js';

const DAY = '2025-11-22';

/**
 * A party hunt in the feed and analytics (issue 27), one cell per viewer and hunt level. The owner
 * names three friends (one accepts, one stays invited, one accepts and then declines) and a guest;
 * the owner shoots two drakes, the accepted member one hen, the guest one teal. Accepting records
 * the member's own party_joined activity at the hunt's level: it is seen by whom the member's
 * own level allows (their friends, or everyone) AND who may see the owner's hunt (its level
 * judged against the owner, or its accepted party), never by a hunter blocked with the owner;
 * once declined it is seen by no one. Viewers: the owner, the three members, a friend of both,
 * a friend of the member's who is not the owner's friend, a friend of the member's whom the
 * owner blocked, a stranger, signed out. Analytics count each hunter's own birds only.
 */
const VIEWERS = [
  'owner',
  'member',
  'invited',
  'declined',
  'mutualFriend',
  'memberFriend',
  'ownerBlocked',
  'stranger',
  'signedOut',
] as const;
type Viewer = (typeof VIEWERS)[number];
type SignedIn = Exclude<Viewer, 'signedOut'>;

const OWNER_FRIENDS: SignedIn[] = ['member', 'invited', 'declined', 'mutualFriend'];
const MEMBER_FRIENDS: SignedIn[] = ['owner', 'mutualFriend', 'memberFriend', 'ownerBlocked'];

/** Who may read the member's party_joined activity about a hunt at `level`. */
function memberActivityReaders(level: PrivacyLevel): Viewer[] {
  const byOwnLevel: Viewer[] =
    level === 'private'
      ? ['member']
      : level === 'friends'
        ? ['member', ...MEMBER_FRIENDS]
        : VIEWERS.slice();
  const byHunt: Viewer[] =
    level === 'private'
      ? ['owner', 'member']
      : level === 'friends'
        ? ['owner', ...OWNER_FRIENDS]
        : VIEWERS.slice();
  return byOwnLevel.filter((viewer) => byHunt.includes(viewer) && viewer !== 'ownerBlocked');
}

/** Who may read the owner's own hunt_created activity at `level` (unchanged by the party). */
function ownerActivityReaders(level: PrivacyLevel): Viewer[] {
  if (level === 'private') return ['owner'];
  if (level === 'friends') return ['owner', ...OWNER_FRIENDS];
  return VIEWERS.filter((viewer) => viewer !== 'ownerBlocked');
}

describe(`authorization matrix: a party hunt in the feed and analytics on ${testBackend}`, () => {
  let app: TestApp;
  const hunters = {} as Record<SignedIn, Hunter>;
  const hunts = new Map<PrivacyLevel, Hunt>();

  const request = (viewer: Viewer, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: viewer === 'signedOut' ? {} : hunters[viewer].headers,
      payload,
    });
  const userId = (viewer: Viewer) => (viewer === 'signedOut' ? null : hunters[viewer].user.id);
  const expectStatus = async <Answer extends { statusCode: number; body: string }>(
    answer: Promise<Answer>,
    status: number,
  ) => {
    const response = await answer;
    expect(response.statusCode, response.body).toBe(status);
    return response;
  };

  beforeAll(async () => {
    app = await createTestApp();
    for (const viewer of VIEWERS) {
      if (viewer !== 'signedOut') hunters[viewer] = await signUp(app, { name: `Party ${viewer}` });
    }
    for (const friend of OWNER_FRIENDS)
      await relate(app, hunters.owner, hunters[friend], 'accepted');
    for (const friend of MEMBER_FRIENDS) {
      if (friend !== 'owner') await relate(app, hunters.member, hunters[friend], 'accepted');
    }
    await relate(app, hunters.owner, hunters.ownerBlocked, 'blocked');
    for (const privacy_level of PRIVACY_LEVELS) {
      const created = await expectStatus(
        request('owner', 'POST', '/api/hunts/', {
          date_of_hunt: DAY,
          latitude: 34.5,
          longitude: -91.55,
          privacy_level,
          birds: [{ species: 'mallard', gender: 'drake', quantity: 2 }],
        }),
        201,
      );
      const hunt = created.json<Hunt>();
      const named = await expectStatus(
        request('owner', 'PUT', `/api/hunts/${hunt.id}/party/`, {
          friends: [userId('member'), userId('invited'), userId('declined')],
          guests: [{ name: 'Uncle Joe' }],
        }),
        200,
      );
      const party = named.json<Party>();
      const memberOf = (name: string | number | null) =>
        party.members.find((member) => (member.user?.id ?? member.name) === name)?.id;
      await expectStatus(request('member', 'POST', `/api/hunts/${hunt.id}/party/accept/`), 200);
      await expectStatus(request('declined', 'POST', `/api/hunts/${hunt.id}/party/accept/`), 200);
      await expectStatus(request('declined', 'POST', `/api/hunts/${hunt.id}/party/decline/`), 204);
      await expectStatus(
        request('owner', 'POST', `/api/hunts/${hunt.id}/add_bird/`, {
          species: 'mallard',
          gender: 'hen',
          shooter: memberOf(userId('member')),
        }),
        200,
      );
      const last = await expectStatus(
        request('owner', 'POST', `/api/hunts/${hunt.id}/add_bird/`, {
          species: 'green_winged_teal',
          gender: 'drake',
          shooter: memberOf('Uncle Joe'),
        }),
        200,
      );
      hunts.set(privacy_level, last.json<Hunt>());
    }
    // Nine hunters and three parties: minutes when the shared machine is busy.
  }, 180_000);
  afterAll(() => app.close());

  const huntOf = (level: PrivacyLevel) => {
    const hunt = hunts.get(level);
    if (!hunt) throw new Error(`no ${level} hunt`);
    return hunt;
  };

  async function activityOf(
    level: PrivacyLevel,
    author: SignedIn,
    type: Activity['activity_type'],
  ) {
    const [row] = await app.db
      .select()
      .from(activities)
      .where(
        and(
          eq(activities.contentType, 'hunt'),
          eq(activities.objectId, huntOf(level).id),
          eq(activities.userId, hunters[author].user.id),
          eq(activities.activityType, type),
        ),
      );
    if (!row) throw new Error(`no ${type} of ${author} on the ${level} hunt`);
    return row;
  }

  async function feedIds(viewer: Viewer, query = '') {
    const response = await expectStatus(
      request(viewer, 'GET', `/api/feed/?page_size=100${query}`),
      200,
    );
    return response.json<Paginated<Activity>>().results.map((activity) => activity.id);
  }

  /** The feed's first page, a filtered list, the detail and the policy show it to `readers`. */
  async function expectReaders(
    row: Awaited<ReturnType<typeof activityOf>>,
    viewer: Viewer,
    readers: Viewer[],
  ) {
    const sees = readers.includes(viewer);
    expect((await feedIds(viewer)).includes(row.id), 'first page').toBe(sees);
    const filtered = await feedIds(viewer, `&activity_type=${row.activityType}`);
    expect(filtered.includes(row.id), 'filtered list').toBe(sees);
    const detail = await request(viewer, 'GET', `/api/feed/${row.id}/`);
    expect(detail.statusCode, 'detail').toBe(sees ? 200 : 404);
    expect(await canSeeActivity(app.db, userId(viewer), row), 'policy').toBe(sees);
  }

  describe.each(PRIVACY_LEVELS)('a %s party hunt', (level) => {
    it.each(VIEWERS)("%s sees the accepted member's party_joined as allowed", async (viewer) => {
      const row = await activityOf(level, 'member', 'party_joined');
      expect(row.privacyLevel).toBe(level);
      await expectReaders(row, viewer, memberActivityReaders(level));
    });

    it.each(VIEWERS)("%s no longer sees the declined member's party_joined", async (viewer) => {
      const row = await activityOf(level, 'declined', 'party_joined');
      await expectReaders(row, viewer, []);
    });

    it.each(VIEWERS)("%s sees the owner's hunt_created by the owner's rules", async (viewer) => {
      const row = await activityOf(level, 'owner', 'hunt_created');
      await expectReaders(row, viewer, ownerActivityReaders(level));
    });
  });

  it('gives the invited member no party_joined until they answer', async () => {
    const rows = await app.db
      .select()
      .from(activities)
      .where(eq(activities.userId, hunters.invited.user.id));
    expect(rows).toEqual([]);
  });

  it("lists the party hunts among the member's own activities, and counts them", async () => {
    const mine = await expectStatus(
      request('member', 'GET', `/api/feed/?page_size=100&user=${userId('member')}`),
      200,
    );
    const own = mine.json<Paginated<Activity>>();
    const joined = own.results.filter((activity) => activity.activity_type === 'party_joined');
    expect(joined.map((activity) => activity.content_object_data.url_data.id).sort()).toEqual(
      PRIVACY_LEVELS.map((level) => huntOf(level).id).sort(),
    );
    expect(joined.every((activity) => activity.is_owner)).toBe(true);
    const insights = await expectStatus(
      request('member', 'GET', '/api/activity-analytics/my_insights/?period=year'),
      200,
    );
    const breakdown = insights.json<MyInsights>().activity_breakdown;
    expect(breakdown).toContainEqual({ activity_type: 'party_joined', count: 3 });
  });

  it.each(VIEWERS.filter((viewer) => viewer !== 'signedOut'))(
    "%s's harvest insights count the party hunts they hunted and only their own birds",
    async (viewer) => {
      const response = await expectStatus(
        request(viewer, 'GET', '/api/activity-analytics/harvest_insights/'),
        200,
      );
      const season = response
        .json<HarvestInsights>()
        .seasons.find((entry) => entry.start_year === 2025);
      const huntsOn = viewer === 'owner' || viewer === 'member' ? PRIVACY_LEVELS.length : 0;
      const birdsEach = viewer === 'owner' ? 2 : viewer === 'member' ? 1 : 0;
      expect(season?.hunts ?? 0).toBe(huntsOn);
      expect(season?.birds ?? 0).toBe(birdsEach * huntsOn);
      expect(season?.hunts_with_birds ?? 0).toBe(huntsOn);
      const species = season?.species ?? [];
      expect(species).toEqual(
        viewer === 'owner'
          ? [{ species: 'mallard', birds: 6 }]
          : viewer === 'member'
            ? [{ species: 'mallard', birds: 3 }]
            : [],
      );
    },
  );

  it("compares a member's friend with the member's activities they may see", async () => {
    const response = await expectStatus(
      request('memberFriend', 'GET', '/api/activity-analytics/friend_comparison/?period=year'),
      200,
    );
    const comparison = response.json<FriendComparisonResult>();
    expect(comparison.friend_count).toBe(1);
    const seen = await feedIds('memberFriend', `&user=${userId('member')}`);
    const publicJoined = await activityOf('public', 'member', 'party_joined');
    expect(seen).toEqual([publicJoined.id]);
    expect(comparison.average_friend_activity).toBe(seen.length);
  });

  it("takes a removed member's party_joined from every feed; their birds go back to the owner", async () => {
    const hunt = huntOf('public');
    const row = await activityOf('public', 'member', 'party_joined');
    await expectStatus(
      request('owner', 'PUT', `/api/hunts/${hunt.id}/party/`, {
        friends: [userId('invited'), userId('declined')],
        guests: [],
      }),
      200,
    );
    for (const viewer of VIEWERS) await expectReaders(row, viewer, []);
    const response = await expectStatus(
      request('member', 'GET', '/api/activity-analytics/harvest_insights/'),
      200,
    );
    const season = response
      .json<HarvestInsights>()
      .seasons.find((entry) => entry.start_year === 2025);
    expect(season?.hunts).toBe(PRIVACY_LEVELS.length - 1);
    expect(season?.birds).toBe(PRIVACY_LEVELS.length - 1);
  });
});
