import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PARTY_MESSAGES,
  PRIVACY_LEVELS,
  type BagTally,
  type Hunt,
  type Notification,
  type Paginated,
  type Party,
  type PrivacyLevel,
  type SeasonSummary,
} from '@marshlog/domain';
import { createTestApp, type TestApp } from '../support/app.js';
import { testBackend } from '../support/database.js';
import { relate, signUp, type Hunter } from '../support/users.js';
import { buildWorld, readersByPrivacy, type World } from './world.js';

const DAY = '2025-11-22';

/**
 * Hunting parties (issue 27), one cell per viewer and privacy level. The owner names a party of
 * three friends (one accepts, one stays invited, one declines) and a guest; one hen is credited to
 * the accepted member. Viewers: the owner, the accepted, invited and declined members, a friend
 * of the owner's not in the party, a stranger, a pending requester, a blocked hunter, signed out.
 */
const VIEWERS = [
  'owner',
  'accepted',
  'invited',
  'declined',
  'friend',
  'stranger',
  'pendingRequester',
  'blocked',
  'signedOut',
] as const;
type Viewer = (typeof VIEWERS)[number];

/** Who reads the hunt by its privacy level alone; every member is a friend of the owner's. */
function readersByLevel(level: PrivacyLevel): Viewer[] {
  const byLevel = readersByPrivacy(level).flatMap((viewer): Viewer[] =>
    viewer === 'viewShare'
      ? ['accepted']
      : viewer === 'editShare'
        ? ['invited']
        : viewer === 'friend'
          ? ['friend', 'declined']
          : VIEWERS.filter((known) => known === viewer),
  );
  return byLevel;
}

/** Who reads the hunt itself: its level's readers, and the invited and accepted members. */
function readers(level: PrivacyLevel): Viewer[] {
  return [...new Set<Viewer>([...readersByLevel(level), 'accepted', 'invited'])];
}

describe(`authorization matrix: hunting parties on ${testBackend}`, () => {
  let app: TestApp;
  let world: World;
  let declinedHunter: Hunter;
  const hunts = new Map<PrivacyLevel, Hunt>();

  const hunter = (viewer: Viewer): Hunter | undefined => {
    if (viewer === 'declined') return declinedHunter;
    if (viewer === 'accepted') return world.hunters.viewShare;
    if (viewer === 'invited') return world.hunters.editShare;
    return viewer === 'signedOut' ? undefined : world.hunters[viewer];
  };
  const request = (viewer: Viewer, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { ...hunter(viewer)?.headers }, payload });
  const userId = (viewer: Viewer) => hunter(viewer)?.user.id ?? 0;

  beforeAll(async () => {
    app = await createTestApp();
    world = await buildWorld(app);
    declinedHunter = await signUp(app, { name: 'World declined' });
    await relate(app, world.hunters.owner, declinedHunter, 'accepted');
    for (const privacy_level of PRIVACY_LEVELS) {
      const created = await request('owner', 'POST', '/api/hunts/', {
        date_of_hunt: DAY,
        latitude: 34.5,
        longitude: -91.55,
        privacy_level,
        shells_fired: 6,
        birds: [{ species: 'mallard', gender: 'hen', quantity: 2 }],
      });
      const hunt = created.json<Hunt>();
      const named = await request('owner', 'PUT', `/api/hunts/${hunt.id}/party/`, {
        friends: [userId('accepted'), userId('invited'), userId('declined')],
        guests: [{ name: 'Uncle <b>Joe</b>' }],
      });
      expect(named.statusCode).toBe(200);
      const party = named.json<Party>();
      const acceptedMember = party.members.find((member) => member.user?.id === userId('accepted'));
      const accepted = await request('accepted', 'POST', `/api/hunts/${hunt.id}/party/accept/`);
      expect(accepted.statusCode).toBe(200);
      const declined = await request('declined', 'POST', `/api/hunts/${hunt.id}/party/decline/`);
      expect(declined.statusCode).toBe(204);
      const credited = await request('owner', 'POST', `/api/hunts/${hunt.id}/add_bird/`, {
        species: 'mallard',
        gender: 'hen',
        shooter: acceptedMember?.id,
      });
      expect(credited.statusCode).toBe(200);
      hunts.set(privacy_level, credited.json<Hunt>());
    }
    // Eight hunters and three parties: minutes when the shared machine is busy.
  }, 180_000);
  afterAll(() => app.close());

  const huntOf = (level: PrivacyLevel) => {
    const hunt = hunts.get(level);
    if (!hunt) throw new Error(`no ${level} hunt`);
    return hunt;
  };

  describe.each(PRIVACY_LEVELS)('a %s hunt', (level) => {
    it.each(VIEWERS)('%s reads the hunt and its party only as allowed', async (viewer) => {
      const hunt = huntOf(level);
      const detail = await request(viewer, 'GET', `/api/hunts/${hunt.id}/`);
      const party = await request(viewer, 'GET', `/api/hunts/${hunt.id}/party/`);
      if (!readers(level).includes(viewer)) {
        expect(detail.statusCode).toBe(404);
        expect(party.statusCode).toBe(404);
        return;
      }
      expect(detail.statusCode).toBe(200);
      expect(detail.json<Hunt>().birds.map((bird) => bird.shooter !== null)).toEqual([
        false,
        false,
        true,
      ]);
      expect(party.statusCode).toBe(200);
      const members = party.json<Party>().members;
      const names = members.map((member) => member.user?.id ?? member.name);
      const declinedShown = viewer === 'owner' || viewer === 'declined';
      expect(names).toEqual([
        userId('accepted'),
        userId('invited'),
        ...(declinedShown ? [userId('declined')] : []),
        'Uncle <b>Joe</b>',
      ]);
      expect(members.map((member) => member.status)).toEqual([
        'accepted',
        'invited',
        ...(declinedShown ? ['declined'] : []),
        'guest',
      ]);
      // A member's email only for themselves and their friends (the owner is every member's).
      const acceptedEmail = members[0]?.user?.email ?? null;
      expect(acceptedEmail !== null).toBe(viewer === 'owner' || viewer === 'accepted');
      expect(party.json<Party>().viewer_status).toBe(
        viewer === 'owner'
          ? 'owner'
          : viewer === 'accepted' || viewer === 'invited' || viewer === 'declined'
            ? viewer
            : null,
      );
    });

    it.each(VIEWERS)('%s has the hunt in their own log only once accepted', async (viewer) => {
      if (viewer === 'signedOut') return;
      const hunt = huntOf(level);
      for (const page of ['', '&page=1&page_size=7']) {
        const mine = await request(viewer, 'GET', `/api/hunts/?scope=mine${page}`);
        const ids = mine.json<Paginated<Hunt>>().results.map((listed) => listed.id);
        expect(ids.includes(hunt.id)).toBe(viewer === 'owner' || viewer === 'accepted');
        expect(mine.json<Paginated<Hunt>>().count).toBe(ids.length);
      }
      const all = await request(viewer, 'GET', '/api/hunts/?page_size=100');
      const listed = all.json<Paginated<Hunt>>();
      const expected = viewer === 'accepted' || readersByLevel(level).includes(viewer);
      expect(listed.results.some((row) => row.id === hunt.id)).toBe(expected);
      expect(listed.count).toBe(listed.results.length);
    });

    it.each(VIEWERS)('%s may not name the party unless they own the hunt', async (viewer) => {
      const hunt = huntOf(level);
      const answer = await request(viewer, 'PUT', `/api/hunts/${hunt.id}/party/`, {
        friends: [userId('accepted'), userId('invited'), userId('declined')],
        guests: [{ id: 2_000_000, name: 'Not in this party' }],
      });
      if (viewer === 'owner') {
        expect(answer.statusCode).toBe(400);
        expect(answer.json<{ detail: string }>().detail).toBe(PARTY_MESSAGES.guestNotInParty);
        return;
      }
      const expected = viewer === 'signedOut' ? 401 : readers(level).includes(viewer) ? 403 : 404;
      expect(answer.statusCode).toBe(expected);
      // The invited member answers in the last test.
      if (viewer === 'invited') return;
      const accept = await request(viewer, 'POST', `/api/hunts/${hunt.id}/party/accept/`);
      const acceptExpected =
        viewer === 'signedOut'
          ? 401
          : !readers(level).includes(viewer)
            ? 404
            : viewer === 'accepted'
              ? 200
              : viewer === 'declined'
                ? 409
                : 403;
      expect(accept.statusCode).toBe(acceptExpected);
    });
  });

  it('counts the credited hen in the accepted member’s bag and season, not the owner’s', async () => {
    const tally = async (viewer: Viewer) =>
      (await request(viewer, 'GET', `/api/regulations/tally/?date=${DAY}`)).json<BagTally>();
    expect((await tally('owner')).day).toHaveLength(2 * PRIVACY_LEVELS.length);
    expect((await tally('accepted')).day).toHaveLength(PRIVACY_LEVELS.length);
    expect((await tally('invited')).day).toHaveLength(0);
    expect((await tally('declined')).day).toHaveLength(0);
    const season = async (viewer: Viewer) =>
      (await request(viewer, 'GET', '/api/season/summary/?season=2025-26')).json<SeasonSummary>();
    const owners = await season('owner');
    expect(owners.hunts).toBe(PRIVACY_LEVELS.length);
    expect(owners.shells_fired).toBe(6 * PRIVACY_LEVELS.length);
    const members = await season('accepted');
    expect(members.hunts).toBe(PRIVACY_LEVELS.length);
    expect(members.shells_fired).toBe(0);
    expect((await season('invited')).hunts).toBe(0);
  });

  it('notifies the named friends; a declined member’s invitation goes away', async () => {
    const kinds = async (viewer: Viewer) =>
      (await request(viewer, 'GET', '/api/notifications/'))
        .json<Paginated<Notification>>()
        .results.filter((notification) => notification.kind === 'party_invite')
        .map((notification) => notification.target.id);
    const ids = PRIVACY_LEVELS.map((level) => huntOf(level).id).sort();
    expect((await kinds('invited')).sort()).toEqual(ids);
    expect((await kinds('accepted')).sort()).toEqual(ids);
    expect(await kinds('declined')).toEqual([]);
    expect(await kinds('friend')).toEqual([]);
  });

  it('refuses a shooter outside the party and a party of strangers, changing nothing', async () => {
    const hunt = huntOf('private');
    const outsider = await request('owner', 'POST', `/api/hunts/${hunt.id}/add_bird/`, {
      species: 'mallard',
      shooter: 2_000_000,
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json<{ errors: Record<string, string[]> }>().errors.shooter).toEqual([
      PARTY_MESSAGES.shooterNotInParty,
    ]);
    const party = (await request('owner', 'GET', `/api/hunts/${hunt.id}/party/`)).json<Party>();
    const declined = party.members.find((member) => member.status === 'declined');
    const byDeclined = await request('owner', 'POST', `/api/hunts/${hunt.id}/add_bird/`, {
      species: 'mallard',
      shooter: declined?.id,
    });
    expect(byDeclined.statusCode).toBe(400);
    const strangers = await request('owner', 'PUT', `/api/hunts/${hunt.id}/party/`, {
      friends: [userId('stranger')],
    });
    expect(strangers.statusCode).toBe(400);
    expect(strangers.json<{ detail: string }>().detail).toBe(PARTY_MESSAGES.notAFriend);
    const after = (await request('owner', 'GET', `/api/hunts/${hunt.id}/party/`)).json<Party>();
    expect(after.members).toEqual(party.members);
    const detail = (await request('owner', 'GET', `/api/hunts/${hunt.id}/`)).json<Hunt>();
    expect(detail.total_birds).toBe(3);
  });

  it('lets the invited member accept last: the hunt joins their log', async () => {
    const hunt = huntOf('private');
    const accepted = await request('invited', 'POST', `/api/hunts/${hunt.id}/party/accept/`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<Party>().viewer_status).toBe('accepted');
    const mine = await request('invited', 'GET', '/api/hunts/?scope=mine');
    expect(mine.json<Paginated<Hunt>>().results.map((row) => row.id)).toEqual([hunt.id]);
    expect(mine.json<Paginated<Hunt>>().count).toBe(1);
  });
});
