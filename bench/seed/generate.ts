import type { Profile } from '../profiles.js';
import {
  ACCESS_NOTES,
  FIRST_NAMES,
  HOTSPOTS,
  HUNT_NOTES,
  LAST_NAMES,
  LOCATION_TYPES,
  PLACE_NOUNS,
  PLACE_PREFIXES,
  WEATHER_CONDITIONS,
  WEIGHTED_SPECIES,
  WIND_DIRECTIONS,
} from './catalogue.js';
import { friendOffsets, intBelowSql, pickSql, uniformSql, weightedSlots } from './random.js';
import { booleanArray, elementSql, literal, textArray } from './sql-text.js';
import {
  BAG_SIZES,
  FRIENDSHIP_STATUSES,
  HUNT_PRIVACY,
  LOCATION_PRIVACY,
  REPORT_PRIVACY,
  RING_OFFSETS,
  ringKeepProbability,
} from './shape.js';

/** One step of the generator: what it makes, and the SQL that makes it. */
export interface SeedStep {
  label: string;
  sql: string;
}

const SPECIES_SLOTS = 400;

/**
 * The SQL that fills an empty, migrated database with the profile's data set. Every value is a
 * hash of the seed and the row number, so the same seed always writes the same rows.
 */
export function seedSteps(profile: Profile, seed: number, passwordHash: string): SeedStep[] {
  const u = (tag: string, row: string) => uniformSql(seed, tag, row);
  const below = (tag: string, row: string, n: number) => intBelowSql(seed, tag, row, n);
  const N = profile.hunters;
  const hotspots = `(values ${HOTSPOTS.map(
    (spot, i) => `(${i}, ${spot.latitude}::float8, ${spot.longitude}::float8)`,
  ).join(', ')}) as hotspot(i, latitude, longitude)`;
  const homeOf = (hunter: string) => below('hunter.home', hunter, HOTSPOTS.length);
  // A hunter's own patch within their hotspot's region, and a spot within that patch.
  const near = (axis: 'latitude' | 'longitude', hunter: string, tag: string, row: string) =>
    `round((hotspot.${axis} + (${u(`hunter.patch.${axis}`, hunter)} - 0.5) * 1.6 + (${u(
      `${tag}.a.${axis}`,
      row,
    )} + ${u(`${tag}.b.${axis}`, row)} + ${u(`${tag}.c.${axis}`, row)} - 1.5) * 0.25)::numeric, 5)::float8`;
  const species = weightedSlots(WEIGHTED_SPECIES, SPECIES_SLOTS);
  const offsets = friendOffsets(N, RING_OFFSETS, seed);
  const keep = ringKeepProbability(profile.friendsPerHunter, RING_OFFSETS);
  const firstSeason = profile.lastSeasonYear - profile.seasons + 1;

  return [
    {
      label: `${N} hunters`,
      sql: `insert into users (id, email, username, name, password_hash, created_at, updated_at)
        select n, 'hunter' || lpad(n::text, 5, '0') || '@bench.marshlog.test',
          'hunter' || lpad(n::text, 5, '0'),
          ${elementSql(textArray(FIRST_NAMES), FIRST_NAMES.length, u('hunter.first', 'n'))} || ' ' ||
            ${elementSql(textArray(LAST_NAMES), LAST_NAMES.length, u('hunter.last', 'n'))},
          ${literal(passwordHash)}, joined, joined
        from (select n, timestamptz '${firstSeason}-06-01 12:00+00'
          + ${u('hunter.joined', 'n')} * interval '1400 days' as joined
          from generate_series(1, ${N}) n) s
        order by n`,
    },
    {
      label: `friendships (about ${profile.friendsPerHunter} accepted per hunter)`,
      sql: `insert into friendships (from_user_id, to_user_id, status, blocked_by_id, created_at, updated_at)
        select hunter, friend, status, case when status = 'blocked' then hunter end, made, made
        from (select n as hunter, ((n - 1 + ring.step) % ${N}) + 1 as friend, ring.k,
            ${pickSql(u('friend.status', 'n * 64 + ring.k'), FRIENDSHIP_STATUSES)}::friendship_status as status,
            timestamptz '${firstSeason}-08-01 12:00+00'
              + ${u('friend.made', 'n * 64 + ring.k')} * interval '1500 days' as made
          from generate_series(1, ${N}) n
          cross join unnest(array[${offsets.join(',')}]::int[]) with ordinality as ring(step, k)
          where ${u('friend.keep', 'n * 64 + ring.k')} < ${keep}) s
        order by hunter, k`,
    },
    {
      label: 'friend lists (scratch)',
      sql: `create temp table bench_friends on commit drop as
        select from_user_id as hunter, to_user_id as friend from friendships where status = 'accepted'
        union all
        select to_user_id, from_user_id from friendships where status = 'accepted'`,
    },
    { label: 'friend lists index', sql: 'create index on bench_friends (hunter)' },
    {
      label: 'hunt owners (scratch)',
      // Some hunters log far more than others: owners skew towards the low ids.
      sql: `create temp table bench_hunts on commit drop as
        select n, least(${N}, 1 + floor(${N} * power(${u('hunt.hunter', 'n')}, 1.4))::int) as hunter
        from generate_series(1, ${profile.hunts}) n`,
    },
    {
      label: 'birds (scratch)',
      // Half the birds of a hunt are its main species, the rest drawn from the whole catalogue.
      sql: `create temp table bench_birds on commit drop as
        select hunt_id, k, (${textArray(species)})[slot] as species,
          (${booleanArray(species.map((value) => WEIGHTED_SPECIES.some((s) => s.value === value && s.goose)))})[slot] as goose,
          gender, harvested_at
        from (select h.n as hunt_id, k,
            1 + floor((case when ${u('bird.same', 'h.n * 8 + k')} < 0.5
              then ${u('hunt.species', 'h.n')} else ${u('bird.species', 'h.n * 8 + k')} end)
              * ${SPECIES_SLOTS})::int as slot,
            case when ${u('bird.gender', 'h.n * 8 + k')} < 0.6 then 'drake' else 'hen' end as gender,
            time '06:15' + ${u('bird.time', 'h.n * 8 + k')} * interval '5 hours' as harvested_at
          from generate_series(1, ${profile.hunts}) h(n)
          cross join lateral generate_series(1, ${pickSql(u('hunt.bag', 'h.n'), BAG_SIZES)}) k) s`,
    },
    // Temporary tables get no statistics of their own; without them the planner joins blindly.
    { label: 'scratch statistics', sql: 'analyze bench_friends, bench_hunts, bench_birds' },
    {
      label: `${profile.hunts} hunts over ${profile.seasons} seasons`,
      sql: `insert into hunts (id, user_id, date_of_hunt, latitude, longitude, privacy_level, notes,
          weather_conditions, temperature, wind_speed, wind_direction,
          total_birds, total_ducks, total_geese, created_at, updated_at)
        select d.n, d.hunter, d.day,
          ${near('latitude', 'd.hunter', 'hunt', 'd.n')}, ${near('longitude', 'd.hunter', 'hunt', 'd.n')},
          (case when ${u('hunt.usual_privacy', 'd.n')} < 0.7
            then ${pickSql(u('hunter.privacy', 'd.hunter'), HUNT_PRIVACY)}
            else ${pickSql(u('hunt.privacy', 'd.n'), HUNT_PRIVACY)} end)::privacy_level,
          ${elementSql(textArray(HUNT_NOTES), HUNT_NOTES.length, u('hunt.notes', 'd.n'))},
          case when d.weather then ${elementSql(textArray(WEATHER_CONDITIONS), WEATHER_CONDITIONS.length, u('hunt.conditions', 'd.n'))} end,
          case when d.weather then round((-12 + ${u('hunt.temperature', 'd.n')} * 25)::numeric, 1)::float8 end,
          case when d.weather then round((${u('hunt.wind', 'd.n')} * 30)::numeric, 1)::float8 end,
          case when d.weather then ${elementSql(textArray(WIND_DIRECTIONS), WIND_DIRECTIONS.length, u('hunt.wind_from', 'd.n'))} end,
          coalesce(bag.total, 0), coalesce(bag.total - bag.geese, 0), coalesce(bag.geese, 0),
          (d.day + time '11:00') at time zone 'UTC' + ${u('hunt.logged', 'd.n')} * interval '8 hours',
          (d.day + time '11:00') at time zone 'UTC' + ${u('hunt.logged', 'd.n')} * interval '8 hours'
        from (select n, hunter, ${homeOf('hunter')} as home, ${u('hunt.has_weather', 'n')} < 0.6 as weather,
            make_date(${firstSeason} + ${below('hunt.season', 'n', profile.seasons)}, 9, 1)
              + floor((${u('hunt.day.a', 'n')} + ${u('hunt.day.b', 'n')}) / 2 * 153)::int as day
          from bench_hunts) d
        join ${hotspots} on hotspot.i = d.home
        left join (select hunt_id, count(*)::int as total, (count(*) filter (where goose))::int as geese
          from bench_birds group by hunt_id) bag on bag.hunt_id = d.n
        order by d.n`,
    },
    {
      label: 'birds',
      sql: `insert into birds (hunt_id, species, gender, harvested_at)
        select hunt_id, species, gender, harvested_at from bench_birds order by hunt_id, k`,
    },
    {
      label: `${profile.locations} locations`,
      sql: `insert into locations (id, user_id, name, location_type, description, access_notes,
          latitude, longitude, privacy_level, date_added, updated_at)
        select d.n, d.hunter,
          ${elementSql(textArray(PLACE_PREFIXES), PLACE_PREFIXES.length, u('location.prefix', 'd.n'))} || ' ' ||
            ${elementSql(textArray(PLACE_NOUNS), PLACE_NOUNS.length, u('location.noun', 'd.n'))},
          ${elementSql(textArray(LOCATION_TYPES), LOCATION_TYPES.length, u('location.type', 'd.n'))},
          case when ${u('location.described', 'd.n')} < 0.4 then 'Holds birds late in the season.' else '' end,
          ${elementSql(textArray(ACCESS_NOTES), ACCESS_NOTES.length, u('location.access', 'd.n'))},
          ${near('latitude', 'd.hunter', 'location', 'd.n')}, ${near('longitude', 'd.hunter', 'location', 'd.n')},
          ${pickSql(u('location.privacy', 'd.n'), LOCATION_PRIVACY)}::privacy_level, d.added, d.added
        from (select n, hunter, ${homeOf('hunter')} as home, added from (select n,
            least(${N}, 1 + floor(${N} * power(${u('location.hunter', 'n')}, 1.2))::int) as hunter,
            timestamptz '${firstSeason}-07-01 12:00+00' + ${u('location.added', 'n')} * interval '1600 days' as added
          from generate_series(1, ${profile.locations}) n) owners) d
        join ${hotspots} on hotspot.i = d.home
        order by d.n`,
    },
    {
      label: 'location shares with friends',
      // About 30% of the non-public spots are shared, each with one to three of the owner's friends.
      sql: `insert into location_shares (location_id, shared_with_id, permission_level, shared_at)
        select location_id, friend,
          case when ${u('share.permission', 'location_id::bigint * 100003 + friend')} < 0.8 then 'view' else 'edit' end,
          date_added + ${u('share.when', 'location_id::bigint * 100003 + friend')} * interval '200 days'
        from (select l.id as location_id, f.friend, l.date_added,
            row_number() over (partition by l.id order by hashtext('${seed}:share.rank:' || l.id || ':' || f.friend)) as rank,
            1 + ${below('location.share_count', 'l.id', 3)} as wanted
          from locations l join bench_friends f on f.hunter = l.user_id
          where l.privacy_level <> 'public' and ${u('location.shared', 'l.id')} < 0.3) s
        where rank <= wanted
        order by location_id, rank`,
    },
    {
      label: `${profile.reports} reports`,
      // The map's third layer: a report near its author's patch, dated within the seasons.
      sql: `insert into reports (id, user_id, title, content, report_date, location_name,
          latitude, longitude, bird_activity, privacy_level, created_at, updated_at)
        select d.n, d.hunter,
          ${elementSql(textArray(PLACE_PREFIXES), PLACE_PREFIXES.length, u('report.prefix', 'd.n'))} || ' ' ||
            ${elementSql(textArray(PLACE_NOUNS), PLACE_NOUNS.length, u('report.noun', 'd.n'))} || ' report',
          'Scouted at first light. ' || ${elementSql(textArray(HUNT_NOTES), HUNT_NOTES.length, u('report.content', 'd.n'))},
          d.day, 'Near home',
          ${near('latitude', 'd.hunter', 'report', 'd.n')}, ${near('longitude', 'd.hunter', 'report', 'd.n')},
          case when ${u('report.active', 'd.n')} < 0.5 then 'Birds working the decoys' end,
          ${pickSql(u('report.privacy', 'd.n'), REPORT_PRIVACY)}::privacy_level,
          (d.day + time '15:00') at time zone 'UTC', (d.day + time '15:00') at time zone 'UTC'
        from (select n, hunter, ${homeOf('hunter')} as home,
            make_date(${firstSeason} + ${below('report.season', 'n', profile.seasons)}, 9, 1)
              + floor(${u('report.day', 'n')} * 153)::int as day
          from (select n, least(${N}, 1 + floor(${N} * power(${u('report.hunter', 'n')}, 1.2))::int) as hunter
            from generate_series(1, ${profile.reports}) n) owners) d
        join ${hotspots} on hotspot.i = d.home
        order by d.n`,
    },
    {
      label: 'id sequences',
      sql: `select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users)),
          setval(pg_get_serial_sequence('hunts', 'id'), (select max(id) from hunts)),
          setval(pg_get_serial_sequence('locations', 'id'), (select max(id) from locations)),
          setval(pg_get_serial_sequence('reports', 'id'), (select max(id) from reports))`,
    },
  ];
}
