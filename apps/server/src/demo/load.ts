import { inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  huntCreateSchema,
  locationCreateSchema,
  locationShareRequestSchema,
  registerSchema,
} from '@marshlog/domain';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import {
  familyOfRefreshToken,
  registerHunter,
  revokeRefreshFamily,
} from '../modules/auth/index.js';
import { applyFriendshipAction, createFriendship } from '../modules/friendships/index.js';
import { createHunt } from '../modules/hunts/index.js';
import { createLocation, shareLocation } from '../modules/locations/index.js';
import { hashPassword } from '../platform/passwords.js';
import {
  DEMO_HUNTERS,
  DEMO_LOCATIONS,
  DEMO_PASSWORD,
  DEMO_RELATIONS,
  type DemoHunterKey,
} from './cast.js';
import { demoSeason } from './season.js';
import { loadDemoReports } from './reports.js';
import { loadDemoFeed } from './feed.js';

/** The database already holds hunters who are not the demo's; loading needs `--force`. */
export class DemoRefusedError extends Error {}

export interface DemoOptions {
  /** scrypt cost for the demo passwords: the config's, so they sign in like any account. */
  passwordHashCost: number;
  /** Load even though other hunters exist. */
  force: boolean;
  /** The day the season is counted back from (tests pin it). */
  today?: Date;
}

export interface DemoSummary {
  /** False when the demo hunters were already there and nothing was written. */
  loaded: boolean;
  hunters: number;
  friendships: number;
  locations: number;
  shares: number;
  hunts: number;
  birds: number;
  reports: number;
  policies: number;
  comments: number;
  /** The activity feed: activities recorded by the writes above, reactions and comments on them. */
  activities: number;
  reactions: number;
  activityComments: number;
}

const demoEmails = DEMO_HUNTERS.map((hunter) => hunter.email);

async function countUsers(db: Database, where: SQL) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(users)
    .where(where);
  return row?.count ?? 0;
}

/**
 * Loads the demo sample through the same services the API calls, so every rule holds, all in one
 * transaction: a failure leaves the database as it was.
 */
export async function loadDemo(db: Database, options: DemoOptions): Promise<DemoSummary> {
  const empty = {
    hunters: 0,
    friendships: 0,
    locations: 0,
    shares: 0,
    hunts: 0,
    birds: 0,
    reports: 0,
    policies: 0,
    comments: 0,
    activities: 0,
    reactions: 0,
    activityComments: 0,
  };
  if ((await countUsers(db, inArray(users.email, demoEmails))) > 0)
    return { loaded: false, ...empty };
  const others = await countUsers(db, notInArray(users.email, demoEmails));
  if (others > 0 && !options.force) {
    throw new DemoRefusedError(
      `This database already holds ${others} hunter account(s), so the demo sample was not loaded ` +
        'to keep it from mixing with real data. Run `npm run demo -- --force` (or set DEMO_FORCE=1) ' +
        'to load it anyway.',
    );
  }
  const password = registerSchema.shape.password.parse(DEMO_PASSWORD);
  const passwordHash = await hashPassword(password, options.passwordHashCost);
  return db.transaction(async (tx) => {
    const summary = { loaded: true, ...empty };
    const ids = new Map<DemoHunterKey, number>();
    const idOf = (key: DemoHunterKey) => {
      const id = ids.get(key);
      if (id === undefined) throw new Error(`demo hunter ${key} was not created`);
      return id;
    };

    for (const hunter of DEMO_HUNTERS) {
      const profile = registerSchema.omit({ password: true }).parse(hunter);
      const { user, grant } = await registerHunter(tx, profile, passwordHash);
      // Registering starts a sign-in session nobody holds; end it.
      const family = await familyOfRefreshToken(tx, grant.token);
      if (family) await revokeRefreshFamily(tx, family);
      ids.set(hunter.key, user.id);
      summary.hunters += 1;
    }

    const friendshipIds = new Map<string, number>();
    const pair = (a: DemoHunterKey, b: DemoHunterKey) => [a, b].sort().join('+');
    for (const relation of DEMO_RELATIONS) {
      if (relation.kind === 'blocked') {
        const existing = friendshipIds.get(pair(relation.by, relation.whom));
        if (existing === undefined) {
          await createFriendship(tx, idOf(relation.by), {
            to_user: idOf(relation.whom),
            status: 'blocked',
          });
        } else {
          await applyFriendshipAction(tx, idOf(relation.by), existing, 'block');
        }
        continue;
      }
      const request = await createFriendship(tx, idOf(relation.from), {
        to_user: idOf(relation.to),
        status: 'pending',
      });
      friendshipIds.set(pair(relation.from, relation.to), request.id);
      if (relation.kind === 'friends')
        await applyFriendshipAction(tx, idOf(relation.to), request.id, 'accept');
      summary.friendships += 1;
    }

    for (const spot of DEMO_LOCATIONS) {
      const ownerId = idOf(spot.owner);
      const location = await createLocation(tx, ownerId, locationCreateSchema.parse(spot.location));
      for (const share of spot.shares ?? []) {
        const request = locationShareRequestSchema.parse({
          user_ids: [idOf(share.with)],
          permission_level: share.permission,
        });
        await shareLocation(tx, ownerId, location.id, request);
        summary.shares += 1;
      }
      summary.locations += 1;
    }

    for (const { owner, hunt } of demoSeason(options.today ?? new Date())) {
      const input = huntCreateSchema.parse(hunt);
      await createHunt(tx, idOf(owner), input);
      summary.hunts += 1;
      summary.birds += input.birds.reduce((total, entry) => total + entry.quantity, 0);
    }
    Object.assign(summary, await loadDemoReports(tx, idOf, options.today ?? new Date()));
    Object.assign(summary, await loadDemoFeed(tx, [...ids.values()], options.today ?? new Date()));
    return summary;
  });
}
