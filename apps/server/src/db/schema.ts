import { sql } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  FRIENDSHIP_STATUSES,
  NOTIFICATION_KINDS,
  PRIVACY_LEVELS,
} from '@marshlog/domain';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The domain's fixed sets as enum types (drizzle/0024): Drizzle reads them back as unions. */
export const privacyLevelEnum = pgEnum('privacy_level', PRIVACY_LEVELS);
export const friendshipStatusEnum = pgEnum('friendship_status', FRIENDSHIP_STATUSES);
export const activityTypeEnum = pgEnum('activity_type', ACTIVITY_TYPES);
export const notificationKindEnum = pgEnum('notification_kind', NOTIFICATION_KINDS);

/**
 * A foreign key deleted with its target, under the name its migration gave it (drizzle-kit's
 * `.references()` names keys `<table>_<column>_<target>_<column>_fk`; these hand-written
 * migrations used PostgreSQL's `_fkey` names or shorter ones).
 */
const cascadeReference = (name: string, column: AnyPgColumn, target: AnyPgColumn) =>
  foreignKey({ name, columns: [column], foreignColumns: [target] }).onDelete('cascade');

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    username: varchar('username', { length: 30 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    passwordHash: text('password_hash'),
    profileImageUrl: text('profile_image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
  ],
);

/** A sign-in identity at an external OpenID provider, linked to one user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 50 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject)],
);

/** Rotating refresh tokens: one family per sign-in, one live token per family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: varchar('family_id', { length: 64 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    provider: varchar('provider', { length: 50 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** The browser the sign-in was made in, for the sessions list (migration 0022). */
    userAgent: varchar('user_agent', { length: 200 }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/** Failed password sign-ins, counted per account per hour. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
    /** `device:<id>` or `address:<ip>` (migration 0006). */
    source: varchar('source', { length: 100 }).notNull().default(''),
    /** The source had signed in to this account before: its failures count on their own. */
    trusted: boolean('trusted').notNull().default(false),
  },
  (t) => [
    index('login_failures_email_failed_at_idx').on(t.email, t.failedAt),
    index('login_failures_email_source_idx').on(t.email, t.source, t.failedAt),
  ],
);

export const friendships = pgTable(
  'friendships',
  {
    id: serial('id').primaryKey(),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: friendshipStatusEnum('status').notNull().default('pending'),
    blockedById: integer('blocked_by_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('friendships_pair_key').on(
      sql`least(${t.fromUserId}, ${t.toUserId})`,
      sql`greatest(${t.fromUserId}, ${t.toUserId})`,
    ),
    index('friendships_to_user_status_idx').on(t.toUserId, t.status),
    index('friendships_from_user_status_idx').on(t.fromUserId, t.status),
    check('friendships_not_self', sql`${t.fromUserId} <> ${t.toUserId}`),
  ],
);

const privacyLevel = () => privacyLevelEnum('privacy_level').notNull().default('private');

export const hunts = pgTable(
  'hunts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dateOfHunt: date('date_of_hunt', { mode: 'string' }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    privacyLevel: privacyLevel(),
    notes: text('notes').notNull().default(''),
    weatherConditions: varchar('weather_conditions', { length: 100 }),
    temperature: doublePrecision('temperature'),
    windSpeed: doublePrecision('wind_speed'),
    windDirection: varchar('wind_direction', { length: 10 }),
    weather: jsonb('weather'),
    weatherId: integer('weather_id'),
    /** The saved location it was hunted at; deleting the location keeps the hunt's coordinates. */
    locationId: integer('location_id').references((): AnyPgColumn => locations.id, {
      onDelete: 'set null',
    }),
    totalBirds: integer('total_birds').notNull().default(0),
    totalDucks: integer('total_ducks').notNull().default(0),
    totalGeese: integer('total_geese').notNull().default(0),
    /** The distinct species of its birds, kept with the totals, so maps need not read the birds. */
    species: varchar('species', { length: 60 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Shells fired and birds downed but lost, for the harvest survey; null is not recorded (0019). */
    shellsFired: integer('shells_fired'),
    birdsLost: integer('birds_lost'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Maps ask for what is on screen: `point(longitude, latitude) <@ box(...)` (platform/geojson.ts).
    index('hunts_point_idx').using('gist', sql`point(${t.longitude}, ${t.latitude})`),
    // The lists' default ordering (-date_of_hunt, then -id, read backwards), for everyone's hunts
    // and per owner.
    index('hunts_date_idx').on(t.dateOfHunt, t.id),
    index('hunts_user_date_idx').on(t.userId, t.dateOfHunt, t.id),
    index('hunts_privacy_date_idx').on(t.privacyLevel, t.dateOfHunt),
    // A location's hunts, newest first (migration 0005).
    index('hunts_location_date_idx').on(t.locationId, t.dateOfHunt, t.id),
    check(
      'hunts_shells_fired_check',
      sql`${t.shellsFired} is null or ${t.shellsFired} between 0 and 1000`,
    ),
    check(
      'hunts_birds_lost_check',
      sql`${t.birdsLost} is null or ${t.birdsLost} between 0 and 100`,
    ),
  ],
);

/**
 * How many hunts each hunter has at each privacy level, kept by a trigger on `hunts` (migration
 * 0001), so a list's total needs no pass over the hunts it counts.
 */
export const huntTallies = pgTable(
  'hunt_tallies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    privacyLevel: privacyLevel(),
    hunts: integer('hunts').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.privacyLevel] }),
    index('hunt_tallies_level_user_idx').on(t.privacyLevel, t.userId),
  ],
);

/** Everyone's hunts per privacy level (the same trigger): the public total in one row. */
export const huntLevelTallies = pgTable('hunt_level_tallies', {
  privacyLevel: privacyLevelEnum('privacy_level').primaryKey(),
  hunts: integer('hunts').notNull().default(0),
});

/** One harvested bird of a hunt. */
export const birds = pgTable(
  'birds',
  {
    id: serial('id').primaryKey(),
    huntId: integer('hunt_id')
      .notNull()
      .references(() => hunts.id, { onDelete: 'cascade' }),
    species: varchar('species', { length: 60 }).notNull(),
    gender: varchar('gender', { length: 5 }).notNull().default('drake'),
    harvestedAt: time('harvested_at'),
    notes: text('notes').notNull().default(''),
    /** The day the bird left its hunter's possession; it no longer counts from then (0021). */
    outOfPossessionOn: date('out_of_possession_on', { mode: 'string' }),
    /** The party member credited with the bird; null is the hunt's owner (0023). */
    shooterMemberId: integer('shooter_member_id').references(
      (): AnyPgColumn => huntPartyMembers.id,
      {
        onDelete: 'set null',
      },
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index('birds_hunt_idx').on(t.huntId),
    index('birds_species_idx').on(t.species),
    check('birds_gender_check', sql`${t.gender} in ('drake', 'hen')`),
  ],
);

/**
 * A hunt's party (0023): friends named by user, who are invited until they accept or decline,
 * and guests named by name only. The owner is never a member: their birds have no shooter.
 */
export const huntPartyMembers = pgTable(
  'hunt_party_members',
  {
    id: serial('id').primaryKey(),
    huntId: integer('hunt_id')
      .notNull()
      .references(() => hunts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestName: varchar('guest_name', { length: 60 }),
    status: varchar('status', { length: 10 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('hunt_party_members_hunt_idx').on(t.huntId),
    // A hunter's parties, read once per query by the visibility rules (and one row per hunt).
    uniqueIndex('hunt_party_members_user_hunt_key').on(t.userId, t.huntId),
    check(
      'hunt_party_members_status_check',
      sql`${t.status} in ('invited', 'accepted', 'declined', 'guest')`,
    ),
    check(
      'hunt_party_members_kind_check',
      sql`(${t.userId} is not null and ${t.guestName} is null and ${t.status} <> 'guest') or (${t.userId} is null and ${t.guestName} is not null and ${t.status} = 'guest')`,
    ),
  ],
);

/** A bird's band (0018): private to the hunter whose hunt the bird is of. */
export const birdBands = pgTable(
  'bird_bands',
  {
    birdId: integer('bird_id')
      .primaryKey()
      .references(() => birds.id, { onDelete: 'cascade' }),
    bandNumber: varchar('band_number', { length: 40 }).notNull(),
    bandType: varchar('band_type', { length: 20 }).notNull(),
    notes: text('notes').notNull().default(''),
    reportedOn: date('reported_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'bird_bands_type_check',
      sql`${t.bandType} in ('federal', 'reward', 'auxiliary', 'collar', 'nasal_saddle', 'other')`,
    ),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    locationType: varchar('location_type', { length: 50 }).notNull().default('other'),
    description: text('description').notNull().default(''),
    accessNotes: text('access_notes').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    privacyLevel: privacyLevel(),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('locations_date_idx').on(t.dateAdded, t.id),
    index('locations_point_idx').using('gist', sql`point(${t.longitude}, ${t.latitude})`),
    index('locations_user_idx').on(t.userId, t.dateAdded),
    index('locations_privacy_idx').on(t.privacyLevel, t.dateAdded),
  ],
);

/** An explicit grant of one location to one user, for viewing or editing. */
export const locationShares = pgTable(
  'location_shares',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    sharedWithId: integer('shared_with_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissionLevel: varchar('permission_level', { length: 4 }).notNull().default('view'),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('location_shares_location_user_key').on(t.locationId, t.sharedWithId),
    index('location_shares_user_idx').on(t.sharedWithId),
    check('location_shares_permission_check', sql`${t.permissionLevel} in ('view', 'edit')`),
  ],
);

/** A photo attached to a hunt, location or report; its files live in storage. */
export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: varchar('content_type', { length: 10 }).notNull(),
    objectId: integer('object_id').notNull(),
    filename: varchar('filename', { length: 255 }).notNull(),
    caption: varchar('caption', { length: 200 }).notNull().default(''),
    isPrimary: boolean('is_primary').notNull().default(false),
    storageKey: varchar('storage_key', { length: 500 }).notNull(),
    displayKey: varchar('display_key', { length: 500 }).notNull(),
    thumbnailKey: varchar('thumbnail_key', { length: 500 }).notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    mimeType: varchar('mime_type', { length: 50 }).notNull(),
    width: integer('width'),
    height: integer('height'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('photos_object_idx').on(t.contentType, t.objectId),
    index('photos_user_uploaded_idx').on(t.userId, t.uploadedAt),
    uniqueIndex('photos_storage_key_key').on(t.storageKey),
    check('photos_content_type_check', sql`${t.contentType} in ('hunt', 'location', 'report')`),
  ],
);

/** A direct chat between two hunters, stored once per pair: user_a_id is the lower id. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    userAId: integer('user_a_id').notNull(),
    userBId: integer('user_b_id').notNull(),
    lastMessageId: integer('last_message_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.userAId, t.userBId),
    index('conversations_user_b_updated_idx').on(t.userBId, t.updatedAt),
    index('conversations_user_a_updated_idx').on(t.userAId, t.updatedAt),
    check('conversations_ordered_pair', sql`${t.userAId} < ${t.userBId}`),
    cascadeReference('conversations_user_a_id_fkey', t.userAId, users.id),
    cascadeReference('conversations_user_b_id_fkey', t.userBId, users.id),
  ],
);

/** One chat message; read_at is set when the other participant marks the conversation read. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id').notNull(),
    senderId: integer('sender_id').notNull(),
    content: varchar('content', { length: 2000 }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_id_idx').on(t.conversationId, t.id),
    index('messages_unread_idx')
      .on(t.conversationId, t.senderId)
      .where(sql`${t.readAt} is null`),
    cascadeReference('messages_conversation_id_fkey', t.conversationId, conversations.id),
    cascadeReference('messages_sender_id_fkey', t.senderId, users.id),
  ],
);

/** Something that happened to a hunter (DESIGN.md section 6), written with its cause. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    recipientId: integer('recipient_id').notNull(),
    actorId: integer('actor_id').notNull(),
    kind: notificationKindEnum('kind').notNull(),
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: integer('target_id').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt),
    index('notifications_recipient_unread_idx')
      .on(t.recipientId)
      .where(sql`not ${t.isRead}`),
    cascadeReference('notifications_recipient_id_fkey', t.recipientId, users.id),
    cascadeReference('notifications_actor_id_fkey', t.actorId, users.id),
  ],
);

/**
 * A hunter's named sharing rule for reports (seed 000 section 3): who beyond the privacy level
 * may read them, and whether others may comment, see the exact place and see the author.
 */
export const sharingPolicies = pgTable(
  'sharing_policies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    /** public | private | group | user */
    visibility: varchar('visibility', { length: 10 }).notNull().default('private'),
    allowComments: boolean('allow_comments').notNull().default(true),
    allowLocationSharing: boolean('allow_location_sharing').notNull().default(true),
    showHunterInfo: boolean('show_hunter_info').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sharing_policies_user_name_idx').on(t.userId, t.name),
    check(
      'sharing_policies_visibility_check',
      sql`${t.visibility} in ('public', 'private', 'group', 'user')`,
    ),
  ],
);

/** The hunters a `user` policy lets read its reports (while they stay the owner's friends). */
export const sharingPolicyAllowedUsers = pgTable(
  'sharing_policy_allowed_users',
  {
    policyId: integer('policy_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'sharing_policy_allowed_users_pkey', columns: [t.policyId, t.userId] }),
    index('sharing_policy_allowed_users_user_idx').on(t.userId),
    cascadeReference('sharing_policy_allowed_users_policy_id_fk', t.policyId, sharingPolicies.id),
  ],
);

/**
 * A field report. Its sharing policy (if any) widens who reads it and withholds what its flags
 * say; the visibility module joins the policy wherever reports are read (reportPolicy).
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    reportDate: date('report_date', { mode: 'string' }).notNull(),
    locationName: varchar('location_name', { length: 100 }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    birdActivity: varchar('bird_activity', { length: 500 }),
    weatherConditions: varchar('weather_conditions', { length: 100 }),
    huntId: integer('hunt_id').references(() => hunts.id, { onDelete: 'set null' }),
    sharingPolicyId: integer('sharing_policy_id').references(() => sharingPolicies.id, {
      onDelete: 'set null',
    }),
    privacyLevel: privacyLevel(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The lists' default ordering (-created_at, then -id, read backwards), for all and per owner.
    index('reports_created_idx').on(t.createdAt, t.id),
    index('reports_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('reports_privacy_created_idx').on(t.privacyLevel, t.createdAt),
    index('reports_policy_created_idx')
      .on(t.sharingPolicyId, t.createdAt)
      .where(sql`${t.sharingPolicyId} is not null`),
    index('reports_hunt_idx')
      .on(t.huntId)
      .where(sql`${t.huntId} is not null`),
    index('reports_point_idx').using('gist', sql`point(${t.longitude}, ${t.latitude})`),
  ],
);

/** A comment on a report, or a reply to one (parent on the same report). */
export const reportComments = pgTable(
  'report_comments',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    content: varchar('content', { length: 1000 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('report_comments_report_created_idx').on(t.reportId, t.createdAt, t.id),
    index('report_comments_parent_idx')
      .on(t.parentId)
      .where(sql`${t.parentId} is not null`),
    index('report_comments_user_idx').on(t.userId),
    cascadeReference('report_comments_parent_id_fk', t.parentId, t.id),
  ],
);

/** Weather answers of past days, kept for good (migration 0004; modules/weather). */
export const weatherDays = pgTable(
  'weather_days',
  {
    provider: varchar('provider', { length: 20 }).notNull(),
    latitudeE4: integer('latitude_e4').notNull(),
    longitudeE4: integer('longitude_e4').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    weather: jsonb('weather').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'weather_days_pkey',
      columns: [t.provider, t.latitudeE4, t.longitudeE4, t.day],
    }),
  ],
);

/** Hardening (migration 0006): where each account last signed in successfully from. */
export const loginSources = pgTable(
  'login_sources',
  {
    email: varchar('email', { length: 254 }).notNull(),
    source: varchar('source', { length: 100 }).notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'login_sources_pkey', columns: [t.email, t.source] })],
);

/** Hardening (migration 0006): the first answer of a create per hunter and Idempotency-Key, 24 h. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    /** Null while the first request is still running. */
    statusCode: integer('status_code'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Hardening (migration 0006): a hunter's access tokens issued before `valid_after` no longer
 * work; sign-out moves it to now (their devices then refresh with their own refresh cookies).
 */
export const accessTokenCutoffs = pgTable('access_token_cutoffs', {
  // No foreign key since migration 0022: a deleted hunter's cutoff stays, so their tokens keep failing.
  userId: integer('user_id').primaryKey(),
  validAfter: timestamp('valid_after', { withTimezone: true }).notNull(),
});

/**
 * Hardening (migration 0006): every upload form granted, until its raw upload is swept after the
 * form's life; unconfirmed rows bound how many uploads a hunter may have waiting.
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    key: varchar('key', { length: 500 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('pending_uploads_user_idx').on(t.userId, t.expiresAt),
    index('pending_uploads_expires_at_idx').on(t.expiresAt),
  ],
);

// ---- Activity feed (issue 10, migration 0008) ----

/**
 * One thing that happened, written in the same transaction as the change it records. What it is
 * about is `content_type` + `object_id`; the visibility module joins that item, so an activity
 * never shows more than its item as it is now. `shared_with_ids` holds a location_shared
 * activity's audience.
 */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    activityType: activityTypeEnum('activity_type').notNull(),
    privacyLevel: privacyLevel(),
    contentType: varchar('content_type', { length: 20 }).notNull(),
    objectId: integer('object_id').notNull(),
    contentTitle: varchar('content_title', { length: 200 }).notNull(),
    contentObjectData: jsonb('content_object_data').notNull(),
    metadata: jsonb('metadata').notNull().default({}),
    sharedWithIds: integer('shared_with_ids').array(),
    createdAt: createdAt(),
  },
  (t) => [
    // INCLUDE (user_id, privacy_level, activity_type, content_type, object_id, shared_with_ids)
    // in drizzle/0028 (as in 0010): the feed's walk reads the activity's own visibility columns
    // from the index alone, and probes each walked activity's item by its primary key.
    index('activities_created_walk_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('activities_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('activities_object_idx').on(t.contentType, t.objectId),
    cascadeReference('activities_user_id_fkey', t.userId, users.id),
    check(
      'activities_content_type_check',
      sql`${t.contentType} in ('hunt', 'location', 'report', 'friendship', 'user')`,
    ),
  ],
);

export const activityReactions = pgTable(
  'activity_reactions',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id').notNull(),
    userId: integer('user_id').notNull(),
    reactionType: varchar('reaction_type', { length: 20 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('activity_reactions_activity_user_key').on(t.activityId, t.userId),
    cascadeReference('activity_reactions_activity_id_fkey', t.activityId, activities.id),
    cascadeReference('activity_reactions_user_id_fkey', t.userId, users.id),
    check(
      'activity_reactions_type_check',
      sql`${t.reactionType} in ('like', 'love', 'celebration', 'target')`,
    ),
  ],
);

export const activityComments = pgTable(
  'activity_comments',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id').notNull(),
    userId: integer('user_id').notNull(),
    content: varchar('content', { length: 1000 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_comments_activity_idx').on(t.activityId, t.id),
    cascadeReference('activity_comments_activity_id_fkey', t.activityId, activities.id),
    cascadeReference('activity_comments_user_id_fkey', t.userId, users.id),
  ],
);

export const activityViews = pgTable(
  'activity_views',
  {
    activityId: integer('activity_id').notNull(),
    userId: integer('user_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'activity_views_pkey', columns: [t.activityId, t.userId] }),
    cascadeReference('activity_views_activity_id_fkey', t.activityId, activities.id),
    cascadeReference('activity_views_user_id_fkey', t.userId, users.id),
  ],
);

/** A hunter's own setting for one map layer (seed 001 section 3): the nine data layers and style layers. */
export const layerPreferences = pgTable(
  'layer_preferences',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    layerId: varchar('layer_id', { length: 100 }).notNull(),
    layerName: varchar('layer_name', { length: 255 }).notNull(),
    /** hunt-data | location-data | report-data | system-data */
    layerType: varchar('layer_type', { length: 20 }).notNull(),
    isVisible: boolean('is_visible').notNull().default(true),
    opacity: doublePrecision('opacity').notNull().default(1),
    zIndex: integer('z_index').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('layer_preferences_user_layer_key').on(t.userId, t.layerId),
    cascadeReference('layer_preferences_user_id_fkey', t.userId, users.id),
    check(
      'layer_preferences_type_check',
      sql`${t.layerType} in ('hunt-data', 'location-data', 'report-data', 'system-data')`,
    ),
    check('layer_preferences_opacity_check', sql`${t.opacity} >= 0 and ${t.opacity} <= 1`),
    check('layer_preferences_z_index_check', sql`${t.zIndex} >= 0 and ${t.zIndex} <= 100`),
  ],
);

/** A hunter's state, zone and flyway, and the state's own numbers they imported (migration 0021). */
export const hunterRegulations = pgTable(
  'hunter_regulations',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 2 }).notNull(),
    zone: varchar('zone', { length: 60 }).notNull().default(''),
    /** Only where the state lies in two flyways; otherwise the state's own. */
    flyway: varchar('flyway', { length: 12 }),
    stateRules: jsonb('state_rules'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'hunter_regulations_flyway_check',
      sql`${t.flyway} in ('atlantic', 'mississippi', 'central', 'pacific')`,
    ),
  ],
);

/** Password-reset links (migration 0022): the token's SHA-256, usable once until it expires. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_created_idx').on(t.userId, t.createdAt),
  ],
);
