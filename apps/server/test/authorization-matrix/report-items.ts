import type {
  Audience,
  Photo,
  PrivacyLevel,
  Report,
  SharingPolicyVisibility,
} from '@marshlog/domain';
import { sharingPolicyAllowedUsers } from '../../src/db/schema.js';
import { plainPng, uploadPhoto } from '../support/photos.js';
import { comment, makePolicy, writeReport } from '../support/reports.js';
import {
  OWNER_FRIENDS,
  readersByPrivacy,
  WORLD_VIEWERS,
  type World,
  type WorldViewer,
} from './world.js';

/**
 * The reports of the matrix: each privacy level alone, and a private report under each policy
 * visibility. The `user` policy allows viewShare (a friend); friend and editShare are friends it
 * does not name. It also names the blocked viewer, the stranger and the pending requester, as if
 * they had been allowed while still friends: a name in allowed_users grants nothing without a
 * friendship in force (DESIGN.md section 5).
 */
export interface ReportSetup {
  name: string;
  level: PrivacyLevel;
  policy: SharingPolicyVisibility | null;
  /** The policy's flags that are off (all on unless named). */
  flagsOff?: readonly PolicyFlag[];
  /** Where the report is; by default a step north of MATRIX_POINT per setup. */
  at?: { latitude: number; longitude: number };
}

export type PolicyFlag = 'allow_comments' | 'allow_location_sharing' | 'show_hunter_info';

export const REPORT_SETUPS: ReportSetup[] = [
  { name: 'private', level: 'private', policy: null },
  { name: 'friends', level: 'friends', policy: null },
  { name: 'public', level: 'public', policy: null },
  { name: 'private + policy user', level: 'private', policy: 'user' },
  { name: 'private + policy group', level: 'private', policy: 'group' },
  { name: 'private + policy public', level: 'private', policy: 'public' },
  { name: 'private + policy private', level: 'private', policy: 'private' },
  { name: 'friends + policy user', level: 'friends', policy: 'user' },
];

/** Who reads a report: its level's readers, widened by its policy. */
export function reportReaders(setup: ReportSetup): WorldViewer[] {
  const widened: readonly WorldViewer[] =
    setup.policy === 'public'
      ? WORLD_VIEWERS
      : setup.policy === 'group'
        ? OWNER_FRIENDS
        : setup.policy === 'user'
          ? ['viewShare']
          : [];
  return [...new Set<WorldViewer>([...readersByPrivacy(setup.level), ...widened])];
}

/** The audience every answer words for a report: as wide as its readers reach. */
export function reportAudienceOfSetup(setup: ReportSetup): Audience {
  if (setup.level === 'public' || setup.policy === 'public') return 'public';
  if (setup.level === 'friends' || setup.policy === 'group') return 'friends';
  return setup.policy === 'user' ? 'partners' : 'private';
}

/** What a change answers: success for the owner, 403 for a reader, 404 for anyone else. */
export function ownerOnlyStatus(setup: ReportSetup, viewer: WorldViewer, success: number) {
  if (viewer === 'signedOut') return 401;
  if (viewer === 'owner') return success;
  return reportReaders(setup).includes(viewer) ? 403 : 404;
}

export interface ReportItem {
  report: Report;
  photo: Photo;
  ownerCommentId: number;
}

/** A meeting point for nearby: every matrix report lies within 1 km of it. */
export const MATRIX_POINT = { latitude: 44.5, longitude: -100.25 };

/** Writes one report per setup (with a photo and an owner's comment) in the given world. */
export async function writeMatrixReports(
  world: World,
  setups: readonly ReportSetup[],
): Promise<ReportItem[]> {
  const { owner, viewShare, blocked, stranger, pendingRequester } = world.hunters;
  const png = await plainPng();
  const items: ReportItem[] = [];
  for (const [index, setup] of setups.entries()) {
    const policy = setup.policy
      ? await makePolicy(world.app, owner, {
          visibility: setup.policy,
          allowed_users: setup.policy === 'user' ? [viewShare.user.id] : [],
          ...Object.fromEntries((setup.flagsOff ?? []).map((flag) => [flag, false])),
        })
      : null;
    if (policy?.visibility === 'user') {
      await world.app.db.insert(sharingPolicyAllowedUsers).values(
        [blocked, stranger, pendingRequester].map((hunter) => ({
          policyId: policy.id,
          userId: hunter.user.id,
        })),
      );
    }
    const report = await writeReport(world.app, owner, {
      title: `Matrix ${setup.name}`,
      privacy_level: setup.level,
      sharing_policy: policy?.id ?? null,
      ...(setup.at ?? {
        latitude: MATRIX_POINT.latitude + index * 0.001,
        longitude: MATRIX_POINT.longitude - 0.0004,
      }),
    });
    const photo = await uploadPhoto(
      world.app,
      owner,
      { content_type: 'report', object_id: report.id },
      png,
      { filename: 'matrix.png' },
    );
    const ownerComment = await comment(world.app, owner, report.id, `Owner on ${setup.name}`);
    items.push({ report, photo, ownerCommentId: ownerComment.id });
  }
  return items;
}
