import {
  ACTIVITY_TITLES,
  FEED_TEXTS,
  speciesLabel,
  type Activity,
  type ActivityType,
  type User,
} from '@marshlog/domain';

/** "Ann Pintail logged a hunt": the card's title by activity type. */
export function activityTitle(activity: Activity): string {
  return `${displayName(activity.user)} ${ACTIVITY_TITLES[activity.activity_type]}`;
}

export function displayName(user: User | null | undefined): string {
  return user?.name || user?.username || FEED_TEXTS.unknownUser;
}

const BIRD_TYPES: ActivityType[] = [
  'hunt_created',
  'hunt_updated',
  'hunt_shared',
  'successful_hunt',
  'bird_harvested',
];

/** The content summary by type: birds for hunts, the audience of a share, the text otherwise. */
export function activitySummary(activity: Activity): string {
  const { metadata, content_object_data: data } = activity;
  if (BIRD_TYPES.includes(activity.activity_type) && metadata.bird_count !== undefined) {
    if (metadata.bird_count === 0) return data.summary;
    const noun = metadata.bird_count === 1 ? 'bird' : 'birds';
    const species = (metadata.species ?? []).map(speciesLabel).join(', ');
    return species
      ? `${metadata.bird_count} ${noun} · ${species}`
      : `${metadata.bird_count} ${noun}`;
  }
  if (activity.activity_type === 'location_shared' && metadata.shared_with) {
    return `Shared with ${metadata.shared_with.map((user) => `@${user.username}`).join(', ')}`;
  }
  return data.summary;
}

/** Where the card leads: the hunt, the location, the friends page or the report. */
export function activityLink(activity: Activity): string {
  const { id, type } = activity.content_object_data.url_data;
  switch (type) {
    case 'hunt':
      return `/hunts/${id}`;
    case 'location':
      return `/locations/${id}`;
    case 'report':
      return `/reports/${id}`;
    case 'friendship':
    case 'user':
      return '/friends';
  }
}

/** A card can show only an activity with a type, a time and its item's data. */
export function isDisplayable(
  activity: Partial<Activity> | null | undefined,
): activity is Activity {
  return Boolean(
    activity &&
    typeof activity.id === 'number' &&
    activity.activity_type &&
    activity.activity_type in ACTIVITY_TITLES &&
    activity.content_object_data?.url_data &&
    activity.created_at,
  );
}
