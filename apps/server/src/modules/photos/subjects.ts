import { and, inArray } from 'drizzle-orm';
import { huntDayName, locationDisplayName, type PhotoContentType } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { hunts, locations, reports } from '../../db/schema.js';
import {
  huntsVisibleTo,
  locationsVisibleTo,
  reportPolicy,
  reportPolicyJoin,
  reportsVisibleTo,
} from '../../platform/visibility/index.js';

type SubjectKey = `${PhotoContentType}:${number}`;

/** How a photo's item is named to a viewer who may see it: its key is `kind:id`. */
export type PhotoSubjects = Map<SubjectKey, string>;

export const subjectKey = (kind: PhotoContentType, id: number): SubjectKey => `${kind}:${id}`;

/**
 * The names of the items some photos belong to, three statements at most, each through the
 * visibility module: a hunt by its day (never its place, which may be more secret), a location
 * by its name, a report by its title.
 */
export async function photoSubjects(
  db: Database,
  viewerId: number,
  items: readonly { kind: PhotoContentType; id: number }[],
): Promise<PhotoSubjects> {
  const idsOf = (kind: PhotoContentType) =>
    items.filter((item) => item.kind === kind).map((item) => item.id);
  const [huntIds, locationIds, reportIds] = [idsOf('hunt'), idsOf('location'), idsOf('report')];
  const [huntRows, locationRows, reportRows] = await Promise.all([
    huntIds.length === 0
      ? []
      : db
          .select({ id: hunts.id, day: hunts.dateOfHunt })
          .from(hunts)
          .where(and(inArray(hunts.id, huntIds), huntsVisibleTo(viewerId))),
    locationIds.length === 0
      ? []
      : db
          .select({ id: locations.id, name: locations.name })
          .from(locations)
          .where(and(inArray(locations.id, locationIds), locationsVisibleTo(viewerId))),
    reportIds.length === 0
      ? []
      : db
          .select({ id: reports.id, title: reports.title })
          .from(reports)
          .leftJoin(reportPolicy, reportPolicyJoin)
          .where(and(inArray(reports.id, reportIds), reportsVisibleTo(viewerId))),
  ]);
  return new Map([
    ...huntRows.map((row) => [subjectKey('hunt', row.id), huntDayName(row.day)] as const),
    ...locationRows.map(
      (row) => [subjectKey('location', row.id), locationDisplayName(row.name)] as const,
    ),
    ...reportRows.map((row) => [subjectKey('report', row.id), row.title] as const),
  ]);
}
