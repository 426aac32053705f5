import type { FastifyBaseLogger } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import {
  PHOTO_MESSAGES,
  type BulkUpdatePhotos,
  type GalleryPhoto,
  type Paginated,
  type Photo,
  type PhotoGalleryQuery,
  type PhotoListQuery,
  type UpdatePhoto,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { photos } from '../../db/schema.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/pagination.js';
import type { ObjectStorage } from '../../platform/storage/index.js';
import { itemAccess, type ItemAccess } from '../../platform/visibility/index.js';
import { removePhotoFiles } from './attached.js';
import { photoSubjects, subjectKey } from './subjects.js';
import { presentPhoto, presentPhotos } from './present.js';
import {
  clearPrimary,
  findPhoto,
  findPhotos,
  listVisiblePhotos,
  photoKind,
  storedKeysOf,
  type PhotoWithUploader,
} from './queries.js';

/** What the photo services need: the database and the file store, nothing else. */
export interface PhotoDeps {
  db: Database;
  storage: ObjectStorage;
}

type Logger = Pick<FastifyBaseLogger, 'error'>;

export async function listPhotos(
  deps: PhotoDeps,
  viewerId: number | null,
  query: PhotoListQuery,
  page: PageRequest,
): Promise<Omit<Paginated<Photo>, 'next' | 'previous'>> {
  const filters = {
    contentType: query.content_type,
    objectId: query.object_id,
    isPrimary: query.is_primary,
    search: query.search || undefined,
  };
  const { count, rows } = await listVisiblePhotos(deps.db, viewerId, filters, query.ordering, page);
  return { count, results: await presentPhotos(deps.storage, rows, viewerId) };
}

/** The viewer's own uploads, still limited to items they can see, each naming its item. */
export async function listGallery(
  deps: PhotoDeps,
  viewerId: number,
  query: PhotoGalleryQuery,
  page: PageRequest,
): Promise<Omit<Paginated<GalleryPhoto>, 'next' | 'previous'>> {
  const filters = {
    uploaderId: viewerId,
    contentType: query.content_type,
    isPrimary: query.is_primary,
    search: query.search || undefined,
    uploadedFrom: query.date_after,
    uploadedUntil: query.date_before,
  };
  const { count, rows } = await listVisiblePhotos(deps.db, viewerId, filters, query.ordering, page);
  const items = rows.map(({ photo }) => ({ kind: photoKind(photo), id: photo.objectId }));
  const [subjects, presented] = await Promise.all([
    photoSubjects(deps.db, viewerId, items),
    presentPhotos(deps.storage, rows, viewerId),
  ]);
  return {
    count,
    results: presented.map((photo) => ({
      ...photo,
      subject: subjects.get(subjectKey(photo.content_type, photo.object_id)) ?? '',
    })),
  };
}

export async function getPhoto(
  deps: PhotoDeps,
  viewerId: number | null,
  id: number,
): Promise<Photo> {
  const { row } = await visiblePhoto(deps.db, viewerId, id);
  return presentPhoto(deps.storage, row, viewerId);
}

export async function updatePhoto(
  deps: PhotoDeps,
  viewerId: number,
  id: number,
  changes: UpdatePhoto,
): Promise<Photo> {
  const [target] = await changeablePhotos(deps.db, viewerId, [id]);
  if (!target) return missing();
  await deps.db.transaction(async (tx) => {
    await applyChanges(tx, target.row, changes);
  });
  return presentPhoto(deps.storage, await reload(deps.db, id), viewerId);
}

/**
 * Applies each photo's own changes, all or none: every photo must be visible (else 404) and
 * changeable by the viewer (else 403), and at most one per item may become primary.
 */
export async function bulkUpdatePhotos(
  deps: PhotoDeps,
  viewerId: number,
  { photos: changes }: BulkUpdatePhotos,
): Promise<Photo[]> {
  const found = await changeablePhotos(
    deps.db,
    viewerId,
    changes.map((change) => change.id),
  );
  const rowOf = new Map(found.map(({ row }) => [row.photo.id, row]));
  const edits = changes.flatMap((change) => {
    const row = rowOf.get(change.id);
    return row ? [{ change, row }] : [];
  });
  const primaryItems = edits
    .filter(({ change }) => change.is_primary === true)
    .map(({ row }) => itemOf(row));
  if (new Set(primaryItems).size !== primaryItems.length) {
    throw badRequest(PHOTO_MESSAGES.onePrimaryPerObject);
  }
  // Primaries last, so clearing the others cannot undo a flag set earlier in the same batch.
  edits.sort((a, b) => Number(a.change.is_primary === true) - Number(b.change.is_primary === true));
  await deps.db.transaction(async (tx) => {
    for (const { change, row } of edits) await applyChanges(tx, row, change);
  });
  const updated = await findPhotos(
    deps.db,
    changes.map((change) => change.id),
  );
  const byId = new Map(updated.map((row) => [row.photo.id, row]));
  const inRequestOrder = changes.flatMap((change) => byId.get(change.id) ?? []);
  return presentPhotos(deps.storage, inRequestOrder, viewerId);
}

/** Deletes the photo's row, then its files. */
export async function deletePhoto(
  deps: PhotoDeps,
  viewerId: number,
  id: number,
  log: Logger,
): Promise<void> {
  await bulkDeletePhotos(deps, viewerId, [id], log);
}

/** Deletes every listed photo or none: each must be visible (else 404) and deletable (else 403). */
export async function bulkDeletePhotos(
  deps: PhotoDeps,
  viewerId: number,
  ids: readonly number[],
  log: Logger,
): Promise<number> {
  const found = await changeablePhotos(deps.db, viewerId, [...new Set(ids)]);
  const rows = found.map(({ row }) => row.photo);
  await deps.db.transaction(async (tx) => {
    await tx.delete(photos).where(
      inArray(
        photos.id,
        rows.map((row) => row.id),
      ),
    );
  });
  await removePhotoFiles(deps.storage, storedKeysOf(rows), log);
  return rows.length;
}

interface AccessiblePhoto {
  row: PhotoWithUploader;
  access: ItemAccess;
}

async function visiblePhoto(
  db: Database,
  viewerId: number | null,
  id: number,
): Promise<AccessiblePhoto> {
  const row = await findPhoto(db, id);
  if (!row) return missing();
  const access = await itemAccess(db, viewerId, photoKind(row.photo), row.photo.objectId);
  if (!access) return missing();
  return { row, access };
}

/**
 * The photos, each visible to the viewer (404 for the first that is not, or does not exist) and
 * changeable by them (403): they uploaded it, or they may edit its item.
 */
async function changeablePhotos(
  db: Database,
  viewerId: number,
  ids: readonly number[],
): Promise<AccessiblePhoto[]> {
  const rows = await findPhotos(db, ids);
  const byId = new Map(rows.map((row) => [row.photo.id, row]));
  const accessByItem = new Map<string, ItemAccess | null>();
  const result: AccessiblePhoto[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) return missing();
    const itemKey = itemOf(row);
    if (!accessByItem.has(itemKey)) {
      accessByItem.set(
        itemKey,
        await itemAccess(db, viewerId, photoKind(row.photo), row.photo.objectId),
      );
    }
    const access = accessByItem.get(itemKey);
    if (!access) return missing();
    result.push({ row, access });
  }
  if (
    result.some(({ row, access }) => row.photo.userId !== viewerId && !access.permissions.can_edit)
  ) {
    throw forbidden(PHOTO_MESSAGES.changeForbidden);
  }
  return result;
}

async function applyChanges(
  db: Database,
  { photo }: PhotoWithUploader,
  changes: UpdatePhoto,
): Promise<void> {
  if (changes.caption === undefined && changes.is_primary === undefined) return;
  if (changes.is_primary) {
    await clearPrimary(db, photoKind(photo), photo.objectId, photo.id);
  }
  await db
    .update(photos)
    .set({ caption: changes.caption, isPrimary: changes.is_primary })
    .where(eq(photos.id, photo.id));
}

/** One key per item a photo belongs to. */
function itemOf({ photo }: PhotoWithUploader): string {
  return `${photo.contentType}:${photo.objectId}`;
}

async function reload(db: Database, id: number): Promise<PhotoWithUploader> {
  return (await findPhoto(db, id)) ?? missing();
}

function missing(): never {
  throw notFound();
}
