import type { Photo } from '@marshlog/domain';
import { DOWNLOAD_URL_SECONDS, type ObjectStorage } from '../../platform/storage/index.js';
import { photoKind, type PhotoWithUploader } from './queries.js';

/** The photo JSON every call answers with; each URL is signed and expires. */
export async function presentPhoto(
  storage: ObjectStorage,
  { photo, uploader }: PhotoWithUploader,
): Promise<Photo> {
  const sign = (key: string) => storage.signedDownloadUrl(key, DOWNLOAD_URL_SECONDS);
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
    uploaded_at: photo.uploadedAt.toISOString(),
    file_size: photo.fileSize,
    mime_type: photo.mimeType,
    width: photo.width,
    height: photo.height,
    s3_key: photo.storageKey,
    content_type: photoKind(photo),
    object_id: photo.objectId,
    user: uploader,
  };
}

export function presentPhotos(
  storage: ObjectStorage,
  rows: readonly PhotoWithUploader[],
): Promise<Photo[]> {
  return Promise.all(rows.map((row) => presentPhoto(storage, row)));
}
