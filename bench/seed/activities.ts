import type { Profile } from '../profiles.js';
import type { SeedStep } from './generate.js';
import { intBelowSql, pickSql, uniformSql, type Outcome } from './random.js';

/** Activities per hunt: 1M on the full profile's 200k hunts, 100k on the small one's 20k. */
export const ACTIVITIES_PER_HUNT = 5;

/** The feed's mix: most activities are about hunts, as hunters log far more hunts than anything. */
const SHARE = { hunt: 0.78, location: 0.12, report: 0.05, friendship: 0.04, user: 0.01 } as const;

/** What the server records for a hunt, by how often it happens. */
const HUNT_TYPES: Outcome<string>[] = [
  { value: "'hunt_created'", probability: 0.32 },
  { value: "'successful_hunt'", probability: 0.2 },
  { value: "'bird_harvested'", probability: 0.26 },
  { value: "'hunt_updated'", probability: 0.1 },
  { value: "'hunt_shared'", probability: 0.06 },
  { value: "'hunt_comment'", probability: 0.06 },
];

const LOCATION_TYPES: Outcome<string>[] = [
  { value: "'location_created'", probability: 0.55 },
  { value: "'location_updated'", probability: 0.25 },
  { value: "'location_shared'", probability: 0.2 },
];

/** An activity a tenth of the time narrowed by its author below its item's level. */
const narrowed = (u: string, level: string) =>
  `case when ${u} < 0.1 then 'private' else ${level} end`;

const objectData = (title: string, summary: string, type: string, id: string) =>
  `jsonb_build_object('title', ${title}, 'summary', ${summary},
    'url_data', jsonb_build_object('id', ${id}, 'type', '${type}'))`;

/**
 * The activity feed's rows over the seeded hunts, locations, reports and friendships, each by its
 * item's owner at about the item's time with the item's level (sometimes narrowed), so the feed
 * sees the same privacy mix and friend graph as the lists. In SQL, like the rest of the data set.
 */
export function activitySteps(profile: Profile, seed: number): SeedStep[] {
  const u = (tag: string, row: string) => uniformSql(seed, tag, row);
  const below = (tag: string, row: string, n: number) => intBelowSql(seed, tag, row, n);
  const total = profile.hunts * ACTIVITIES_PER_HUNT;
  const count = (share: number) => Math.round(total * share);
  const insert = `insert into activities (user_id, activity_type, privacy_level, content_type,
    object_id, content_title, content_object_data, metadata, shared_with_ids, created_at)`;
  return [
    {
      label: `${count(SHARE.hunt)} hunt activities`,
      sql: `${insert}
        select h.user_id, ${pickSql(u('activity.hunt.type', 'a.n'), HUNT_TYPES)}::activity_type, ${narrowed(u('activity.hunt.narrowed', 'a.n'), 'h.privacy_level')},
          'hunt', h.id, 'Hunt on ' || h.date_of_hunt,
          ${objectData("'Hunt on ' || h.date_of_hunt", "h.total_birds || ' birds'", 'hunt', 'h.id')},
          jsonb_build_object('bird_count', h.total_birds), null,
          h.created_at + ${u('activity.hunt.after', 'a.n')} * interval '3 days'
        from (select n, 1 + ${below('activity.hunt', 'n', profile.hunts)} as hunt_id
          from generate_series(1, ${count(SHARE.hunt)}) n) a
        join hunts h on h.id = a.hunt_id`,
    },
    {
      label: `${count(SHARE.location)} location activities`,
      sql: `${insert}
        select l.user_id, kind, case when kind = 'location_shared' then l.privacy_level
            else ${narrowed(u('activity.location.narrowed', 'a.n'), 'l.privacy_level')} end,
          'location', l.id, l.name,
          ${objectData('l.name', 'l.location_type', 'location', 'l.id')},
          jsonb_build_object('location_name', l.name),
          case when kind = 'location_shared' then array(select s.shared_with_id
            from location_shares s where s.location_id = l.id) end,
          l.date_added + ${u('activity.location.after', 'a.n')} * interval '30 days'
        from (select n, 1 + ${below('activity.location', 'n', profile.locations)} as location_id,
            ${pickSql(u('activity.location.type', 'n'), LOCATION_TYPES)}::activity_type as kind
          from generate_series(1, ${count(SHARE.location)}) n) a
        join locations l on l.id = a.location_id`,
    },
    {
      label: `${count(SHARE.report)} report activities`,
      sql: `${insert}
        select r.user_id, 'report_created', ${narrowed(u('activity.report.narrowed', 'a.n'), 'r.privacy_level')},
          'report', r.id, r.title,
          ${objectData('r.title', 'r.location_name', 'report', 'r.id')}, '{}'::jsonb, null,
          r.created_at + ${u('activity.report.after', 'a.n')} * interval '1 day'
        from (select n, 1 + ${below('activity.report', 'n', profile.reports)} as report_id
          from generate_series(1, ${count(SHARE.report)}) n) a
        join reports r on r.id = a.report_id`,
    },
    {
      label: `${count(SHARE.friendship)} friend_added activities`,
      sql: `${insert}
        select f.from_user_id, 'friend_added', 'friends', 'friendship', f.id, 'New friend',
          ${objectData("'New friend'", "'Became friends'", 'friendship', 'f.id')},
          jsonb_build_object('mutual_friends', ${below('activity.friend.mutual', 'f.id', 12)}), null,
          f.updated_at
        from (select id, row_number() over (order by hashtext('${seed}:activity.friend:' || id)) as rank
          from friendships where status = 'accepted') picked
        join friendships f on f.id = picked.id
        where picked.rank <= ${count(SHARE.friendship)}`,
    },
    {
      label: `${count(SHARE.user)} profile_updated activities`,
      sql: `${insert}
        select p.hunter, 'profile_updated', 'public', 'user', p.hunter, 'Profile updated',
          ${objectData("'Profile updated'", "'Updated their profile'", 'user', 'p.hunter')}, '{}'::jsonb, null,
          timestamptz '${profile.lastSeasonYear - profile.seasons + 1}-09-01 12:00+00'
            + ${u('activity.profile.when', 'p.n')} * interval '1600 days'
        from (select n, 1 + ${below('activity.profile', 'n', profile.hunters)} as hunter
          from generate_series(1, ${count(SHARE.user)}) n) p`,
    },
  ];
}
