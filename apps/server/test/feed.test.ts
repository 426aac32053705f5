import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { FEED_COUNT_CAP, type Activity, type ActivityComment } from '@marshlog/domain';
import { activities, activityReactions, activityViews, notifications } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { feedOf, feedTypes } from './support/feed.js';
import { logHunt } from './support/hunts.js';
import { befriend, saveLocation, shareWith } from './support/locations.js';
import { signUp, type Hunter } from './support/users.js';

describe(`activity feed on ${testBackend}`, () => {
  let app: TestApp;
  let ann: Hunter;
  let bob: Hunter;
  let cy: Hunter;

  beforeAll(async () => {
    app = await createTestApp();
    ann = await signUp(app, { name: 'Ann Pintail', username: 'feed_ann' });
    bob = await signUp(app, { name: 'Bob Gadwall', username: 'feed_bob' });
    cy = await signUp(app, { name: 'Cy Stranger', username: 'feed_cy' });
    await befriend(app, ann, bob);
  });
  afterAll(() => app.close());

  const inject = (
    hunter: Hunter | undefined,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: hunter?.headers, payload });
  const activitiesOfObject = (type: string, id: number) =>
    app.db
      .select()
      .from(activities)
      .where(eq(activities.objectId, id))
      .then((rows) => rows.filter((row) => row.contentType === type));

  it('records friend_added for the hunter who accepted, seen by both friends', async () => {
    const annFeed = await feedOf(app, ann);
    const added = annFeed.results.find((activity) => activity.activity_type === 'friend_added');
    expect(added?.user.username).toBe('feed_bob');
    expect(added?.content_object_data.summary).toBe('Bob Gadwall and Ann Pintail are now friends');
    expect(await feedTypes(app, cy)).not.toContain('friend_added');
  });

  it('records hunt_created with its birds, then successful_hunt, bird_harvested and hunt_shared', async () => {
    const hunt = await logHunt(app, ann, { privacy_level: 'friends' });
    const [created] = await activitiesOfObject('hunt', hunt.id);
    expect(created?.activityType).toBe('hunt_created');
    expect(created?.contentObjectData).toEqual({
      title: 'Hunt on Sat, Nov 16, 2024',
      summary: 'No birds yet',
      url_data: { id: hunt.id, type: 'hunt' },
    });
    const add = (species: string) =>
      inject(ann, 'POST', `/api/hunts/${hunt.id}/add_bird/`, { species, quantity: 1 });
    expect((await add('mallard')).statusCode).toBeLessThan(300);
    expect((await add('gadwall')).statusCode).toBeLessThan(300);
    const widened = await inject(ann, 'PATCH', `/api/hunts/${hunt.id}/`, {
      privacy_level: 'public',
    });
    expect(widened.statusCode).toBe(200);
    const notes = await inject(ann, 'PATCH', `/api/hunts/${hunt.id}/`, { notes: 'Foggy' });
    expect(notes.statusCode).toBe(200);
    const types = (await activitiesOfObject('hunt', hunt.id)).map((row) => row.activityType);
    expect(types).toEqual([
      'hunt_created',
      'successful_hunt',
      'bird_harvested',
      'hunt_shared',
      'hunt_updated',
    ]);
    const bobFeed = await feedOf(app, bob, `/api/feed/?activity_type=bird_harvested`);
    expect(bobFeed.results[0]?.metadata).toMatchObject({
      bird_count: 2,
      hunt_name: 'Hunt on Sat, Nov 16, 2024',
    });
    expect(bobFeed.results[0]?.metadata.species?.sort()).toEqual(['gadwall', 'mallard']);
    const teal = await logHunt(app, ann, { privacy_level: 'friends' });
    const addTeal = await inject(ann, 'POST', `/api/hunts/${teal.id}/add_bird/`, {
      species: 'green_winged_teal',
      quantity: 1,
    });
    expect(addTeal.statusCode).toBeLessThan(300);
    const [, tealHarvest] = await activitiesOfObject('hunt', teal.id);
    // The catalogue's own name, as Hunts shows it (issue 29 item 7).
    expect(tealHarvest?.contentObjectData).toMatchObject({ summary: '1 bird: Green-winged Teal' });
  });

  it('writes no activity when the change is refused, nothing half-made', async () => {
    const before = (await app.db.select({ count: count() }).from(activities))[0]?.count;
    const refused = await inject(ann, 'POST', '/api/hunts/', { date_of_hunt: 'yesterday' });
    expect(refused.statusCode).toBe(400);
    const after = (await app.db.select({ count: count() }).from(activities))[0]?.count;
    expect(after).toBe(before);
  });

  it('hides a hunt activity the moment its hunt is made private, and after a block', async () => {
    const hunt = await logHunt(app, ann, { privacy_level: 'friends' });
    const [activity] = await activitiesOfObject('hunt', hunt.id);
    if (!activity) throw new Error('no activity');
    expect((await inject(bob, 'GET', `/api/feed/${activity.id}/`)).statusCode).toBe(200);
    expect((await inject(cy, 'GET', `/api/feed/${activity.id}/`)).statusCode).toBe(404);
    await inject(ann, 'PATCH', `/api/hunts/${hunt.id}/`, { privacy_level: 'private' });
    expect((await inject(bob, 'GET', `/api/feed/${activity.id}/`)).statusCode).toBe(404);
    expect((await feedOf(app, bob)).results.map((a) => a.id)).not.toContain(activity.id);
    for (const path of ['react/', 'comments/']) {
      const post = await inject(bob, 'POST', `/api/feed/${activity.id}/${path}`, {
        reaction_type: 'like',
        content: 'Nice',
      });
      expect(post.statusCode).toBe(404);
    }
    const dan = await signUp(app, { name: 'Dan Teal', username: 'feed_dan' });
    const friendshipId = await befriend(app, ann, dan);
    const publicHunt = await logHunt(app, ann, { privacy_level: 'public' });
    const [open] = await activitiesOfObject('hunt', publicHunt.id);
    expect((await inject(dan, 'GET', `/api/feed/${open?.id}/`)).statusCode).toBe(200);
    const block = await inject(dan, 'POST', `/api/friendships/${friendshipId}/block/`, {});
    expect(block.statusCode).toBeLessThan(300);
    expect((await inject(dan, 'GET', `/api/feed/${open?.id}/`)).statusCode).toBe(404);
    expect((await inject(cy, 'GET', `/api/feed/${open?.id}/`)).statusCode).toBe(200);
  });

  it('shows location_shared to its owner and the hunters it names only', async () => {
    const spot = await saveLocation(app, ann, { privacy_level: 'private', name: 'Secret slough' });
    await shareWith(app, ann, spot.id, [bob], 'view');
    const shared = await feedOf(app, bob, '/api/feed/?activity_type=location_shared');
    expect(shared.results).toHaveLength(1);
    expect(shared.results[0]?.metadata.shared_with).toEqual([
      { id: bob.user.id, username: 'feed_bob' },
    ]);
    expect(await feedTypes(app, bob, '/api/feed/?activity_type=location_created')).toEqual([]);
    expect(await feedTypes(app, cy, '/api/feed/?activity_type=location_shared')).toEqual([]);
    await app.inject({
      method: 'DELETE',
      url: `/api/locations/${spot.id}/unshare/`,
      headers: ann.headers,
      payload: {},
    });
    expect(await feedTypes(app, bob, '/api/feed/?activity_type=location_shared')).toEqual([]);
  });

  it('records report_created and profile_updated', async () => {
    const report = await inject(ann, 'POST', '/api/reports/', {
      title: 'Teal on the north pond',
      content: 'Big flocks at first light',
      latitude: 39.3,
      longitude: -121.8,
      privacy_level: 'friends',
    });
    expect(report.statusCode).toBe(201);
    expect(await feedTypes(app, bob, '/api/feed/?activity_type=report_created')).toEqual([
      'report_created',
    ]);
    expect(
      (await inject(bob, 'PATCH', '/api/users/me/', { name: 'Bob G. Gadwall' })).statusCode,
    ).toBe(200);
    const updated = await feedOf(app, ann, '/api/feed/?activity_type=profile_updated');
    expect(updated.results[0]?.user).toMatchObject({
      id: bob.user.id,
      first_name: 'Bob',
      email: bob.user.email,
    });
    expect(await feedTypes(app, cy, '/api/feed/?activity_type=profile_updated')).toEqual([]);
  });

  it('reactions: one per hunter, a new one replaces the old, the author is notified', async () => {
    const hunt = await logHunt(app, ann, { privacy_level: 'friends' });
    const [activity] = await activitiesOfObject('hunt', hunt.id);
    const url = `/api/feed/${activity?.id}/react/`;
    const first = await inject(bob, 'POST', url, { reaction_type: 'like' });
    expect(first.statusCode).toBe(200);
    const second = await inject(bob, 'POST', url, { reaction_type: 'target' });
    expect(second.json<Activity>()).toMatchObject({
      reaction_counts: { like: 0, love: 0, celebration: 0, target: 1 },
      user_reaction: 'target',
    });
    const stored = await app.db
      .select()
      .from(activityReactions)
      .where(eq(activityReactions.activityId, activity?.id ?? 0));
    expect(stored).toHaveLength(1);
    const notified = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, ann.user.id));
    expect(notified.filter((row) => row.kind === 'activity_reaction').length).toBeGreaterThan(0);
    expect((await inject(bob, 'POST', url, { reaction_type: 'wow' })).statusCode).toBe(400);
    expect((await inject(undefined, 'POST', url, { reaction_type: 'like' })).statusCode).toBe(401);
    const removed = await inject(bob, 'DELETE', url);
    expect(removed.json<Activity>().user_reaction).toBeNull();
    const own = await inject(ann, 'POST', url, { reaction_type: 'love' });
    expect(own.statusCode).toBe(200);
    const annReactionNotes = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.actorId, ann.user.id));
    expect(annReactionNotes.filter((row) => row.kind === 'activity_reaction')).toHaveLength(0);
  });

  it('comments: non-blank, at most 1000, listed oldest first and counted', async () => {
    const hunt = await logHunt(app, ann, { privacy_level: 'friends' });
    const [activity] = await activitiesOfObject('hunt', hunt.id);
    const url = `/api/feed/${activity?.id}/comments/`;
    expect((await inject(bob, 'POST', url, { content: '   ' })).statusCode).toBe(400);
    expect((await inject(bob, 'POST', url, { content: 'x'.repeat(1001) })).statusCode).toBe(400);
    const posted = await inject(bob, 'POST', url, { content: 'Great shooting' });
    expect(posted.statusCode).toBe(201);
    expect(posted.json<ActivityComment>()).toMatchObject({
      content: 'Great shooting',
      is_owner: true,
    });
    await inject(ann, 'POST', url, { content: 'Thanks!' });
    const listed = await inject(ann, 'GET', url);
    expect(listed.json<{ results: ActivityComment[] }>().results.map((c) => c.content)).toEqual([
      'Great shooting',
      'Thanks!',
    ]);
    expect(
      (await inject(ann, 'GET', `/api/feed/${activity?.id}/`)).json<Activity>().comment_count,
    ).toBe(2);
    expect((await inject(cy, 'GET', url)).statusCode).toBe(404);
  });

  it('mark_viewed is idempotent and skips what the hunter may not see', async () => {
    const hunt = await logHunt(app, ann, { privacy_level: 'private' });
    const [hidden] = await activitiesOfObject('hunt', hunt.id);
    const visible = (await feedOf(app, bob)).results.slice(0, 3).map((a) => a.id);
    const ids = [...visible, hidden?.id ?? 0];
    const first = await inject(bob, 'POST', '/api/social-feed/mark_viewed/', { activity_ids: ids });
    expect(first.json()).toEqual({ marked: 3 });
    const again = await inject(bob, 'POST', '/api/social-feed/mark_viewed/', { activity_ids: ids });
    expect(again.statusCode).toBe(200);
    const stored = await app.db
      .select()
      .from(activityViews)
      .where(eq(activityViews.userId, bob.user.id));
    expect(stored).toHaveLength(3);
    expect(
      (await inject(bob, 'POST', '/api/social-feed/mark_viewed/', { activity_ids: [] })).statusCode,
    ).toBe(400);
  });

  it('lists: page_size, filters, search, friends_only, public_feed, stats', async () => {
    expect((await inject(ann, 'GET', '/api/feed/?page_size=101')).statusCode).toBe(400);
    expect((await inject(ann, 'GET', '/api/feed/?activity_type=nope')).statusCode).toBe(400);
    const page = await feedOf(app, ann, '/api/feed/?page_size=2');
    expect(page.results).toHaveLength(2);
    expect(page.next).toContain('page=2');
    const times = (await feedOf(app, ann)).results.map((a) => a.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const mine = await feedOf(app, ann, `/api/feed/?user=${ann.user.id}`);
    expect(mine.results.every((a) => a.is_owner && a.user.id === ann.user.id)).toBe(true);
    const friends = await feedOf(app, ann, '/api/feed/friends_only/');
    expect(
      friends.results.every((a) => a.user.id === bob.user.id || a.user.id !== ann.user.id),
    ).toBe(true);
    expect(friends.results.some((a) => a.user.id === ann.user.id)).toBe(false);
    const publicFeed = await feedOf(app, undefined, '/api/feed/public_feed/');
    expect(publicFeed.results.every((a) => a.privacy_level === 'public')).toBe(true);
    expect(publicFeed.results.every((a) => a.user.email === null)).toBe(true);
    const found = await feedOf(app, ann, '/api/feed/?search=north%20pond');
    expect(found.results.map((a) => a.activity_type)).toEqual(['report_created']);
    const stats = await inject(ann, 'GET', '/api/feed/feed_stats/');
    const own = await feedOf(app, ann, `/api/feed/?user=${ann.user.id}`);
    expect(stats.json()).toEqual({
      total_activities: own.count,
      week_activities: own.count,
      month_activities: own.count,
      most_active_type: 'hunt_created',
    });
    expect((await inject(undefined, 'GET', '/api/feed/feed_stats/')).json()).toMatchObject({
      total_activities: 0,
    });
  });

  it('PATCH: the author narrows the level and widens it back, never past the item; others get 403 or 404', async () => {
    const hunt = await logHunt(app, ann, { privacy_level: 'public' });
    const [activity] = await activitiesOfObject('hunt', hunt.id);
    const url = `/api/feed/${activity?.id}/`;
    expect((await inject(bob, 'PATCH', url, { privacy_level: 'private' })).statusCode).toBe(403);
    const narrowed = await inject(ann, 'PATCH', url, { privacy_level: 'friends' });
    expect(narrowed.json<Activity>()).toMatchObject({
      privacy_level: 'friends',
      audience: 'friends',
      widest_privacy_level: 'public',
    });
    expect((await inject(cy, 'GET', url)).statusCode).toBe(404);
    const widened = await inject(ann, 'PATCH', url, { privacy_level: 'public' });
    expect(widened.json<Activity>()).toMatchObject({ privacy_level: 'public', audience: 'public' });
    expect((await inject(cy, 'GET', url)).statusCode).toBe(200);
    expect((await inject(ann, 'PATCH', url, { privacy_level: 'everyone' })).statusCode).toBe(400);
    // The item narrows: the activity may go no wider than it, and its audience follows it.
    await inject(ann, 'PATCH', `/api/hunts/${hunt.id}/`, { privacy_level: 'friends' });
    const capped = await inject(ann, 'GET', url);
    expect(capped.json<Activity>()).toMatchObject({
      privacy_level: 'public',
      audience: 'friends',
      widest_privacy_level: 'friends',
    });
    const tooWide = await inject(ann, 'PATCH', url, { privacy_level: 'public' });
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json()).toMatchObject({
      errors: { privacy_level: ['An activity can be seen no more widely than its item'] },
    });
  });

  it("badges a report for chosen partners 'partners' on its card, on Reports and on the map alike", async () => {
    const shared = await inject(ann, 'POST', '/api/reports/', {
      title: 'Partners only',
      content: 'Teal on the back pond',
      latitude: 39.3,
      longitude: -121.8,
      allowed_users: [bob.user.id],
    });
    expect(shared.statusCode).toBe(201);
    const report = shared.json<{ id: number; audience: string }>();
    expect(report.audience).toBe('partners');
    const asBob = await inject(bob, 'GET', `/api/reports/${report.id}/`);
    expect(asBob.json()).toMatchObject({ audience: 'partners', privacy_level: 'private' });
    const card = (await feedOf(app, bob)).results.find(
      (activity) => activity.content_object_data.url_data.id === report.id,
    );
    expect(card).toMatchObject({ activity_type: 'report_created', audience: 'partners' });
    expect(card?.privacy_level).toBe('friends');
    const map = await inject(bob, 'GET', `/api/reports/geojson/?user=${ann.user.id}`);
    const feature = map
      .json<{ features: { properties: { id: number; audience: string } }[] }>()
      .features.find((item) => item.properties.id === report.id);
    expect(feature?.properties.audience).toBe('partners');
  });

  it("keeps one comment thread per report: the card's comments are the report's", async () => {
    const posted = await inject(ann, 'POST', '/api/reports/', {
      title: 'Wigeon on the flats',
      content: 'Hundreds at first light',
      privacy_level: 'friends',
      latitude: 39.3,
      longitude: -121.8,
    });
    const report = posted.json<{ id: number }>();
    const card = () =>
      feedOf(app, bob).then((feed) =>
        feed.results.find((activity) => activity.content_object_data.url_data.id === report.id),
      );
    const activityId = (await card())?.id;
    const onCard = await inject(bob, 'POST', `/api/feed/${activityId}/comments/`, {
      content: 'Which flats?',
    });
    expect(onCard.statusCode).toBe(201);
    const onPage = await inject(ann, 'POST', '/api/report-comments/', {
      report: report.id,
      content: 'The north ones',
    });
    expect(onPage.statusCode).toBe(201);
    const thread = await inject(ann, 'GET', `/api/report-comments/thread/?report_id=${report.id}`);
    expect(
      thread.json<{ comments: { content: string }[] }>().comments.map((c) => c.content),
    ).toEqual(['Which flats?', 'The north ones']);
    const listed = await inject(bob, 'GET', `/api/feed/${activityId}/comments/`);
    expect(listed.json<{ count: number; results: ActivityComment[] }>()).toMatchObject({
      count: 2,
      results: [
        { activity: activityId, content: 'Which flats?', is_owner: true },
        { activity: activityId, content: 'The north ones', is_owner: false },
      ],
    });
    expect((await card())?.comment_count).toBe(2);
    expect((await inject(bob, 'GET', `/api/reports/${report.id}/`)).json()).toMatchObject({
      comment_count: 2,
    });
    // The report's author is told of the comment written on its card, on the report.
    const told = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, ann.user.id));
    expect(told.some((row) => row.kind === 'report_comment')).toBe(true);
    // Comments off by policy: refused on the card as on the page.
    const quiet = await inject(ann, 'POST', '/api/sharing-policies/', {
      name: 'Quiet',
      visibility: 'group',
      allow_comments: false,
    });
    await inject(ann, 'PATCH', `/api/reports/${report.id}/`, {
      sharing_policy: quiet.json<{ id: number }>().id,
    });
    const refused = await inject(bob, 'POST', `/api/feed/${activityId}/comments/`, {
      content: 'Still there?',
    });
    expect(refused.statusCode).toBe(403);
    expect((await inject(cy, 'GET', `/api/feed/${activityId}/comments/`)).statusCode).toBe(404);
  });

  it('counts up to FEED_COUNT_CAP and pages on past that, counting what a deeper page has seen', async () => {
    const busy = await signUp(app, { name: 'Busy Bufflehead', username: 'feed_busy' });
    const total = FEED_COUNT_CAP + 60;
    await app.db.insert(activities).values(
      Array.from({ length: total }, (_, index) => ({
        userId: busy.user.id,
        activityType: 'profile_updated' as const,
        privacyLevel: 'public' as const,
        contentType: 'user',
        objectId: busy.user.id,
        contentTitle: `Update ${index}`,
        contentObjectData: {
          title: `Update ${index}`,
          summary: '',
          url_data: { id: busy.user.id, type: 'user' },
        },
      })),
    );
    const pageSize = FEED_COUNT_CAP / 2;
    const pageOf = (page: number) =>
      feedOf(app, cy, `/api/feed/?user=${busy.user.id}&page_size=${pageSize}&page=${page}`);
    const first = await pageOf(1);
    expect(first.count).toBe(FEED_COUNT_CAP);
    expect(first.next).toContain('page=2');
    const lastPage = Math.ceil(total / pageSize);
    const last = await pageOf(lastPage);
    expect(last.results).toHaveLength(total - (lastPage - 1) * pageSize);
    expect(last.count).toBe(total);
    expect(last.next).toBeNull();
    const middle = await pageOf(lastPage - 1);
    expect(middle.next).toContain(`page=${lastPage}`);
  });
});
