import { and, eq } from 'drizzle-orm';
import type { Activity, ActivityContentType, ActivityType, Paginated } from '@marshlog/domain';
import { activities } from '../../src/db/schema.js';
import type { TestApp } from './app.js';
import type { Hunter } from './users.js';

/** GET a feed list as the hunter (or signed out); fails loudly on anything but 200. */
export async function feedOf(
  app: TestApp,
  hunter: Hunter | undefined,
  path = '/api/feed/',
): Promise<Paginated<Activity>> {
  const response = await app.inject({ method: 'GET', url: path, headers: hunter?.headers });
  if (response.statusCode !== 200) {
    throw new Error(`feed ${path} failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<Paginated<Activity>>();
}

/** Whether an activity is about this hunt (a friendship's activity may carry the same id). */
export function isAboutHunt(activity: Activity | undefined, huntId: number): boolean {
  return (
    activity?.content_object_data.url_data.type === 'hunt' && activity.content_object === huntId
  );
}

/** The activity types of a feed list, newest first. */
export async function feedTypes(app: TestApp, hunter: Hunter | undefined, path = '/api/feed/') {
  return (await feedOf(app, hunter, path)).results.map((activity) => activity.activity_type);
}

/** The id of the stored activity of this type about the item; fails loudly when there is none. */
export async function storedActivityId(
  app: TestApp,
  activityType: ActivityType,
  contentType: ActivityContentType,
  objectId: number,
): Promise<number> {
  const [row] = await app.db
    .select({ id: activities.id })
    .from(activities)
    .where(
      and(
        eq(activities.activityType, activityType),
        eq(activities.contentType, contentType),
        eq(activities.objectId, objectId),
      ),
    );
  if (!row) throw new Error(`no ${activityType} activity for ${contentType} ${objectId}`);
  return row.id;
}
