import { ANONYMOUS_HUNTER_NAME, type Photo } from '@marshlog/domain';
import { DOWNLOAD_URL_SECONDS, type ObjectStorage } from '../../platform/storage/index.js';
import { photoKind, type PhotoWithUploader } from './queries.js';
import { isoTime } from '../../platform/iso-time.js';

/** The uploader of a report photo whose report hides its hunter, as everyone else sees them. */
const ANONYMOUS_UPLOADER = { id: null, username: null, name: ANONYMOUS_HUNTER_NAME };

/**
 * The photo JSON every call answers with; each URL is signed and expires. The uploader is
 * anonymous where their report hides them, to every viewer but themselves (none given: to all).
 * Given a viewer (null: signed out), the URLs are theirs and stop serving once they lose access.
 */
export async function presentPhoto(
  storage: ObjectStorage,
  { photo, uploader, uploaderHidden }: PhotoWithUploader,
  viewerId?: number | null,
): Promise<Photo> {
  const sign = (key: string) => storage.signedDownloadUrl(key, DOWNLOAD_URL_SECONDS, viewerId);
  const [download, display, thumbnail] = await Promise.all([
    sign(photo.storageKey),
    sign(photo.displayKey),
    sign(photo.thumbnailKey),
  ]);
  return {
    id: photo.id,
    filename: photo.filename,
    caption: photo.caption,
    is_primary: photo.isPrimary,
    download_url: download,
    display_url: display,
    thumbnail_url: thumbnail,
    uploaded_at: isoTime(photo.uploadedAt),
    file_size: photo.fileSize,
    mime_type: photo.mimeType,
    width: photo.width,
    height: photo.height,
    s3_key: photo.storageKey,
    content_type: photoKind(photo),
    object_id: photo.objectId,
    user: uploaderHidden && viewerId !== photo.userId ? ANONYMOUS_UPLOADER : uploader,
  };
}

export function presentPhotos(
  storage: ObjectStorage,
  rows: readonly PhotoWithUploader[],
  viewerId?: number | null,
): Promise<Photo[]> {
  return Promise.all(rows.map((row) => presentPhoto(storage, row, viewerId)));
}
