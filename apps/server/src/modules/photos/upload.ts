import type { FastifyBaseLogger } from 'fastify';
import {
  canonicalPhotoType,
  MAX_PHOTO_BYTES,
  PHOTO_MESSAGES,
  photoTooLargeMessage,
  type ConfirmUpload,
  type GenerateUploadUrl,
  type Photo,
  type PhotoContentType,
  type UploadUrl,
} from '@marshlog/domain';
import { photos } from '../../db/schema.js';
import {
  badRequest,
  conflict,
  fieldError,
  forbidden,
  HttpError,
  notFound,
} from '../../platform/errors.js';
import { UPLOAD_GRANT_SECONDS } from '../../platform/storage/index.js';
import { itemAccess } from '../../platform/visibility/index.js';
import { isUniqueViolation } from '../../platform/unique-violation.js';
import { makeRenditions, MIME_TYPES, sniffImageFormat, type Renditions } from './images.js';
import {
  keyUserSegment,
  newUploadKey,
  parseUploadKey,
  possibleOriginalKeys,
  renditionKeys,
  type UploadKey,
} from './keys.js';
import { markUploadConfirmed, recordUploadGrant } from './pending-uploads.js';
import { presentPhoto } from './present.js';
import { anyPhotoStoredAt, clearPrimary, findPhoto } from './queries.js';
import { claimReportPhotoSlot, requireReportPhotoRoom } from './report-photos.js';
import type { PhotoDeps } from './service.js';

/** Step one of three: a signed form for sending one file straight to storage. */
export async function grantUpload(
  deps: PhotoDeps,
  viewerId: number,
  input: GenerateUploadUrl,
): Promise<UploadUrl> {
  const denial = await uploadDenial(deps, viewerId, input.content_type, input.object_id);
  if (denial) throw denial;
  if (input.content_type === 'report') await requireReportPhotoRoom(deps.db, input.object_id);
  const contentType = canonicalPhotoType(input.content_type_mime);
  const key = newUploadKey(viewerId, input.content_type, input.object_id, contentType);
  await recordUploadGrant(deps.db, viewerId, key, UPLOAD_GRANT_SECONDS);
  const form = await deps.storage.presignUpload({
    key,
    contentType,
    maxBytes: MAX_PHOTO_BYTES,
    expiresInSeconds: UPLOAD_GRANT_SECONDS,
  });
  return { upload_url: form.url, fields: form.fields, s3_key: key };
}

/**
 * Step three: checks the uploaded file by its bytes, stores metadata-free renditions and records
 * the photo. An upload that fails a check is deleted from storage before the error is answered.
 */
export async function confirmUpload(
  deps: PhotoDeps,
  viewerId: number,
  input: ConfirmUpload,
  log: FastifyBaseLogger,
): Promise<Photo> {
  const upload = parseUploadKey(input.s3_key);
  if (!upload) throw fieldError('s3_key', PHOTO_MESSAGES.uploadKeyInvalid);
  // Someone else's upload is left alone: this caller may neither use nor delete it.
  if (upload.userId !== keyUserSegment(viewerId, upload.kind)) {
    throw forbidden(PHOTO_MESSAGES.uploadNotYours);
  }
  // A report's keys name no user: only the report's author may touch its uploads.
  if (upload.kind === 'report') {
    const denial = await uploadDenial(deps, viewerId, upload.kind, upload.objectId);
    if (denial) throw denial;
  }
  const refuse = async (error: HttpError) => {
    await deps.storage.remove([upload.key]);
    return error;
  };
  if (
    (input.content_type !== undefined && input.content_type !== upload.kind) ||
    (input.object_id !== undefined && input.object_id !== upload.objectId)
  ) {
    throw fieldError('s3_key', PHOTO_MESSAGES.uploadKeyMismatch);
  }
  if (await anyPhotoStoredAt(deps.db, possibleOriginalKeys(upload))) {
    throw await refuse(conflict(PHOTO_MESSAGES.alreadyConfirmed));
  }
  const denial = await uploadDenial(deps, viewerId, upload.kind, upload.objectId);
  if (denial) throw await refuse(denial);

  const stored = await deps.storage.stat(upload.key);
  if (!stored) throw fieldError('s3_key', PHOTO_MESSAGES.uploadMissing);
  if (stored.size > MAX_PHOTO_BYTES)
    throw await refuse(badRequest(photoTooLargeMessage(stored.size)));
  const bytes = await deps.storage.read(upload.key);
  if (!bytes) throw fieldError('s3_key', PHOTO_MESSAGES.uploadMissing);
  if (bytes.length > MAX_PHOTO_BYTES)
    throw await refuse(badRequest(photoTooLargeMessage(bytes.length)));
  const format = sniffImageFormat(bytes);
  if (!format) throw await refuse(new HttpError(415, PHOTO_MESSAGES.notAnAllowedImage));
  let renditions: Renditions;
  try {
    renditions = await makeRenditions(bytes, format);
  } catch (error) {
    log.info({ err: error, key: upload.key }, 'an uploaded photo could not be decoded');
    throw await refuse(badRequest(PHOTO_MESSAGES.unreadableImage));
  }

  const keys = renditionKeys(upload, format);
  const mimeType = MIME_TYPES[format];
  let id: number;
  try {
    await Promise.all([
      deps.storage.write(keys.original, renditions.original.bytes, mimeType),
      deps.storage.write(keys.display, renditions.display.bytes, mimeType),
      deps.storage.write(keys.thumbnail, renditions.thumbnail.bytes, mimeType),
    ]);
    id = await recordPhoto(deps, viewerId, upload, input, {
      storageKey: keys.original,
      displayKey: keys.display,
      thumbnailKey: keys.thumbnail,
      fileSize: renditions.original.bytes.length,
      mimeType,
      width: renditions.original.width,
      height: renditions.original.height,
    });
  } catch (error) {
    await deps.storage.remove([keys.original, keys.display, keys.thumbnail, upload.key]);
    if (isUniqueViolation(error)) throw conflict(PHOTO_MESSAGES.alreadyConfirmed);
    throw error;
  }
  await markUploadConfirmed(deps.db, upload.key);
  // The raw upload still carries the camera's metadata; nothing links to it, but it must go.
  await deps.storage.remove([upload.key]).catch((error: unknown) => {
    log.error(
      { err: error, key: upload.key },
      "a confirmed photo's raw upload could not be deleted",
    );
  });
  const row = await findPhoto(deps.db, id);
  if (!row) throw notFound();
  return presentPhoto(deps.storage, row, viewerId);
}

/** Why the viewer may not attach photos to the item: 404 when they cannot see it, else 403. */
async function uploadDenial(
  deps: PhotoDeps,
  viewerId: number,
  kind: PhotoContentType,
  objectId: number,
): Promise<HttpError | null> {
  const access = await itemAccess(deps.db, viewerId, kind, objectId);
  if (!access) return notFound();
  if (!access.permissions.can_upload_photos) return forbidden(PHOTO_MESSAGES.uploadForbidden);
  return null;
}

type StoredFiles = Pick<
  typeof photos.$inferInsert,
  'storageKey' | 'displayKey' | 'thumbnailKey' | 'fileSize' | 'mimeType' | 'width' | 'height'
>;

/** Inserts the photo; a primary one takes the flag from the item's other photos, atomically. */
async function recordPhoto(
  deps: PhotoDeps,
  viewerId: number,
  upload: UploadKey,
  input: ConfirmUpload,
  files: StoredFiles,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const caption =
      upload.kind === 'report'
        ? await claimReportPhotoSlot(tx, upload.objectId, input.caption)
        : input.caption;
    if (input.is_primary) await clearPrimary(tx, upload.kind, upload.objectId);
    const [row] = await tx
      .insert(photos)
      .values({
        userId: viewerId,
        contentType: upload.kind,
        objectId: upload.objectId,
        filename: input.filename,
        caption,
        isPrimary: input.is_primary,
        ...files,
      })
      .returning({ id: photos.id });
    if (!row) throw new Error('photo insert returned no row');
    return row.id;
  });
}
