import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PhotoContentType, PhotoOrdering } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { hunts, locations, photos, reports, users } from '../../db/schema.js';
import type { PageRequest } from '../../platform/pagination.js';
import {
  huntsVisibleTo,
  joinReportPolicy,
  locationsVisibleTo,
  reportHidesHunter,
  reportsVisibleTo,
} from '../../platform/visibility/index.js';
import { preparedPerDatabase } from '../../platform/prepared.js';

export type PhotoRow = typeof photos.$inferSelect;
export type PhotoWithUploader = Awaited<ReturnType<typeof selectPhotos>>[number];

/**
 * SQL: the photos a viewer (null when signed out) may see, which are exactly the photos of the
 * items they may see.
 */
export function photosVisibleTo(viewerId: number | null): SQL {
  return sql`((${photos.contentType} = 'hunt' and exists (select 1 from ${hunts}
      where ${hunts.id} = ${photos.objectId} and ${huntsVisibleTo(viewerId)}))
    or (${photos.contentType} = 'location' and exists (select 1 from ${locations}
      where ${locations.id} = ${photos.objectId} and ${locationsVisibleTo(viewerId)}))
    or (${photos.contentType} = 'report' and exists (select 1 from ${reports} ${joinReportPolicy}
      where ${reports.id} = ${photos.objectId} and ${reportsVisibleTo(viewerId)})))`;
}

/** The kind of item a photo belongs to; the table's check constraint admits no other value. */
export function photoKind(photo: Pick<PhotoRow, 'contentType'>): PhotoContentType {
  return photo.contentType as PhotoContentType;
}

/** `"photos"."<column>"` spelled out, for the subquery below (reports has a user_id too). */
const photoColumn = (name: string) => sql`${photos}.${sql.identifier(name)}`;

/**
 * SQL: the photo was uploaded by the author of a report that hides its hunter; the presenter
 * then shows the uploader as anonymous to everyone but them.
 */
const uploaderHiddenSql = sql<boolean>`(${photos.contentType} = 'report' and exists (
  select 1 from ${reports} ${joinReportPolicy} where ${reports.id} = ${photoColumn(photos.objectId.name)}
    and ${reportHidesHunter()} and ${reports.userId} = ${photoColumn(photos.userId.name)}))`;

function selectPhotos(db: Database) {
  return db
    .select({
      photo: photos,
      uploader: { id: users.id, username: users.username, name: users.name },
      uploaderHidden: uploaderHiddenSql.mapWith(Boolean),
    })
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId));
}

export interface PhotoFilters {
  contentType?: PhotoContentType;
  objectId?: number;
  isPrimary?: boolean;
  search?: string;
  uploaderId?: number;
  /** Inclusive UTC dates, YYYY-MM-DD. */
  uploadedFrom?: string;
  uploadedUntil?: string;
}

function filterConditions(filters: PhotoFilters): (SQL | undefined)[] {
  const pattern = filters.search
    ? `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    : undefined;
  return [
    filters.contentType ? eq(photos.contentType, filters.contentType) : undefined,
    filters.objectId !== undefined ? eq(photos.objectId, filters.objectId) : undefined,
    filters.isPrimary !== undefined ? eq(photos.isPrimary, filters.isPrimary) : undefined,
    filters.uploaderId !== undefined ? eq(photos.userId, filters.uploaderId) : undefined,
    pattern ? or(ilike(photos.caption, pattern), ilike(photos.filename, pattern)) : undefined,
    filters.uploadedFrom
      ? sql`${photos.uploadedAt} >= ${utcMidnight(filters.uploadedFrom, 0)}`
      : undefined,
    filters.uploadedUntil
      ? sql`${photos.uploadedAt} < ${utcMidnight(filters.uploadedUntil, 1)}`
      : undefined,
  ];
}

/** The start of a UTC day, `days` after the given date, whatever the session's time zone. */
function utcMidnight(date: string, days: number): SQL {
  return sql`((${date}::date + ${days}::int)::timestamp at time zone 'UTC')`;
}

const ORDER_COLUMNS = {
  uploaded_at: photos.uploadedAt,
  filename: photos.filename,
  file_size: photos.fileSize,
  caption: photos.caption,
} as const;

function orderBy(ordering: PhotoOrdering | undefined): SQL[] {
  if (!ordering) return [desc(photos.isPrimary), desc(photos.uploadedAt), desc(photos.id)];
  const descending = ordering.startsWith('-');
  const column = ORDER_COLUMNS[ordering.replace(/^-/, '') as keyof typeof ORDER_COLUMNS];
  return descending ? [desc(column), desc(photos.id)] : [asc(column), asc(photos.id)];
}

/** One page of the photos a viewer may see, matching the filters. */
export async function listVisiblePhotos(
  db: Database,
  viewerId: number | null,
  filters: PhotoFilters,
  ordering: PhotoOrdering | undefined,
  page: PageRequest,
): Promise<{ count: number; rows: PhotoWithUploader[] }> {
  const where = and(photosVisibleTo(viewerId), ...filterConditions(filters));
  const [total] = await db.select({ count: count() }).from(photos).where(where);
  const rows = await selectPhotos(db)
    .where(where)
    .orderBy(...orderBy(ordering))
    .limit(page.pageSize)
    .offset(page.offset);
  return { count: total?.count ?? 0, rows };
}

export async function findPhoto(db: Database, id: number): Promise<PhotoWithUploader | undefined> {
  const [row] = await selectPhotos(db).where(eq(photos.id, id)).limit(1);
  return row;
}

export function findPhotos(db: Database, ids: readonly number[]): Promise<PhotoWithUploader[]> {
  return selectPhotos(db).where(inArray(photos.id, [...ids]));
}

/** The photos of several items of one kind, primary first, then in upload order. */
const photosOfObjectIds = preparedPerDatabase((db) =>
  selectPhotos(db)
    .where(
      and(
        eq(photos.contentType, sql.placeholder('kind')),
        sql`${photos.objectId} = any(${sql.placeholder('objectIds')}::int[])`,
      ),
    )
    .orderBy(desc(photos.isPrimary), asc(photos.uploadedAt), asc(photos.id))
    .prepare('photos_of_objects'),
);

export function photosOfObjects(
  db: Database,
  kind: PhotoContentType,
  objectIds: readonly number[],
): Promise<PhotoWithUploader[]> {
  return photosOfObjectIds(db).execute({ kind, objectIds: [...objectIds] });
}

/** Whether one of these keys is already a confirmed photo's original. */
export async function anyPhotoStoredAt(db: Database, keys: readonly string[]): Promise<boolean> {
  const [row] = await db
    .select({ id: photos.id })
    .from(photos)
    .where(inArray(photos.storageKey, [...keys]))
    .limit(1);
  return row !== undefined;
}

/** Clears the primary flag of an item's photos, except `keepId`'s. */
export async function clearPrimary(
  db: Database,
  kind: PhotoContentType,
  objectId: number,
  keepId?: number,
) {
  await db
    .update(photos)
    .set({ isPrimary: false })
    .where(
      and(
        eq(photos.contentType, kind),
        eq(photos.objectId, objectId),
        eq(photos.isPrimary, true),
        keepId === undefined ? undefined : sql`${photos.id} <> ${keepId}`,
      ),
    );
}

/** Every stored file of these photo rows. */
export function storedKeysOf(
  rows: readonly Pick<PhotoRow, 'storageKey' | 'displayKey' | 'thumbnailKey'>[],
): string[] {
  return rows.flatMap((row) => [row.storageKey, row.displayKey, row.thumbnailKey]);
}
