import {
  ACTIVITY_CONTENT_TYPES,
  ACTIVITY_TYPES,
  REACTION_TYPES,
  activityContentObjectDataSchema,
  activityAudience,
  activityMetadataSchema,
  FEED_TEXTS,
  privacyCeilingOf,
  type Activity,
  type ActivityContentObjectData,
  type ReactionCounts,
  type ReactionType,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import {
  emailShownTo,
  namesWholeAudience,
  sharedWithShownTo,
} from '../../platform/visibility/index.js';
import { presentUser } from '../users/index.js';
import { friendsAmong, socialCountsOf, type ActivityRow } from './queries.js';
import { isoTime } from '../../platform/iso-time.js';

const activityTypeOf = (value: string) =>
  ACTIVITY_TYPES.find((type) => type === value) ?? 'profile_updated';
export const reactionTypeOf = (value: string): ReactionType | null =>
  REACTION_TYPES.find((type) => type === value) ?? null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored content_object_data and metadata as the viewer may see them: a location share not
 * theirs names the viewer alone (summary "Shared with you", shared_with their own entry). Applied
 * to the stored values before their schemas.
 */
function storedAsSeenBy(row: ActivityRow, viewerId: number | null) {
  const stored = { data: row.contentObjectData, metadata: row.metadata };
  if (namesWholeAudience(viewerId, row)) return stored;
  const { data, metadata } = stored;
  return {
    data: isRecord(data) ? { ...data, summary: FEED_TEXTS.sharedWithYou } : data,
    metadata:
      isRecord(metadata) && Array.isArray(metadata.shared_with)
        ? { ...metadata, shared_with: sharedWithShownTo(viewerId, metadata.shared_with) }
        : metadata,
  };
}

function contentDataOf(row: ActivityRow, stored: unknown): ActivityContentObjectData {
  const parsed = activityContentObjectDataSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  const type = ACTIVITY_CONTENT_TYPES.find((kind) => kind === row.contentType) ?? 'user';
  return { title: row.contentTitle, summary: '', url_data: { id: row.objectId, type } };
}

/** What a card shows beside its activity: reactions, comments, and how the viewer stands to it. */
export interface ActivitySocial {
  reactionCounts: ReactionCounts;
  userReaction: ReactionType | null;
  commentCount: number;
  /** The author is the viewer's friend, who may then see their email. */
  authorIsFriend: boolean;
}

/** Activity JSON for one row and what its card shows beside it. */
export function presentActivity(
  row: ActivityRow,
  viewerId: number | null,
  social: ActivitySocial,
): Activity {
  const stored = storedAsSeenBy(row, viewerId);
  const metadata = activityMetadataSchema.safeParse(stored.metadata);
  const isOwner = row.userId === viewerId;
  const privacyLevel = row.privacyLevel;
  return {
    id: row.id,
    activity_type: activityTypeOf(row.activityType),
    privacy_level: privacyLevel,
    created_at: isoTime(row.createdAt),
    content_title: row.contentTitle,
    content_object: row.objectId,
    user: presentUser(row.author, {
      showEmail: emailShownTo(viewerId, row.author.id, { isFriend: social.authorIsFriend }),
    }),
    content_object_data: contentDataOf(row, stored.data),
    metadata: metadata.success ? metadata.data : {},
    reaction_counts: social.reactionCounts,
    user_reaction: social.userReaction,
    comment_count: social.commentCount,
    is_owner: isOwner,
    audience: activityAudience({
      activityType: row.activityType,
      privacyLevel,
      itemLevel: row.itemLevel,
    }),
    widest_privacy_level: privacyCeilingOf(row.itemLevel),
  };
}

/** A card's social facts as columns of the row's own statement (plain-feed.ts). */
export interface SocialColumns {
  reactions: Partial<Record<string, number>> | null;
  userReaction: string | null;
  commentCount: number;
  authorIsFriend: boolean;
}

/** What a card shows beside its activity, from the columns read with it. */
export function socialOfColumns(columns: SocialColumns): ActivitySocial {
  const reactionCounts: ReactionCounts = { like: 0, love: 0, celebration: 0, target: 0 };
  for (const type of REACTION_TYPES) reactionCounts[type] = columns.reactions?.[type] ?? 0;
  return {
    reactionCounts,
    userReaction: columns.userReaction === null ? null : reactionTypeOf(columns.userReaction),
    commentCount: columns.commentCount,
    authorIsFriend: columns.authorIsFriend,
  };
}

type SocialCounts = Awaited<ReturnType<typeof socialCountsOf>>;

/** One activity's reactions per type, comment count and the viewer's reaction, from a page's. */
export function socialOf(
  counts: SocialCounts,
  activityId: number,
): Omit<ActivitySocial, 'authorIsFriend'> {
  const reactionCounts: ReactionCounts = { like: 0, love: 0, celebration: 0, target: 0 };
  for (const reaction of counts.reactions) {
    const type = reactionTypeOf(reaction.reactionType);
    if (reaction.activityId === activityId && type) reactionCounts[type] = reaction.count;
  }
  const mine = counts.mine.find((reaction) => reaction.activityId === activityId);
  const comments = counts.comments.find((comment) => comment.activityId === activityId);
  return {
    reactionCounts,
    userReaction: mine ? reactionTypeOf(mine.reactionType) : null,
    commentCount: comments?.count ?? 0,
  };
}

/** Activity JSON for a page of rows, with their reactions, comments and the viewer's reaction. */
export async function presentActivities(
  db: Database,
  viewerId: number | null,
  rows: ActivityRow[],
): Promise<Activity[]> {
  const ids = rows.map((row) => row.id);
  const [counts, friends] = await Promise.all([
    socialCountsOf(db, viewerId, ids),
    friendsAmong(
      db,
      viewerId,
      rows.map((row) => row.userId),
    ),
  ]);
  return rows.map((row) =>
    presentActivity(row, viewerId, {
      ...socialOf(counts, row.id),
      authorIsFriend: friends.has(row.userId),
    }),
  );
}
