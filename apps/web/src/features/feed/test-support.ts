import type { Activity } from '@marshlog/domain';
import { hunter } from '../../test/render-app';

/** Test-only fixture of an activity, shaped as the API answers it. */
export function activityFixture(overrides: Partial<Activity> = {}): Activity {
  return {
    id: 501,
    activity_type: 'hunt_created',
    privacy_level: 'friends',
    created_at: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
    content_title: 'Hunt on 2025-11-15',
    content_object: 31,
    user: hunter,
    content_object_data: {
      title: 'Hunt on 2025-11-15',
      summary: 'No birds yet',
      url_data: { id: 31, type: 'hunt' },
    },
    metadata: { bird_count: 2, species: ['mallard', 'green_winged_teal'] },
    reaction_counts: { like: 1, love: 0, celebration: 0, target: 0 },
    user_reaction: null,
    comment_count: 0,
    is_owner: true,
    audience: 'friends',
    widest_privacy_level: 'public',
    ...overrides,
  };
}

export const feedStatsFixture = {
  total_activities: 12,
  week_activities: 3,
  month_activities: 9,
  most_active_type: 'hunt_created',
};
