import crypto from 'node:crypto';
import { MAX_RECORD_ID, PHOTO_CONTENT_TYPES, type PhotoContentType } from '@marshlog/domain';
import type { ImageFormat } from './images.js';

/**
 * Where a photo's files live. The browser uploads to `photos/{user}/{kind}/{object}/{uuid}.{ext}`;
 * confirming re-encodes it into fresh keys under `.../{uuid}/` and deletes the upload, so a replay
 * of the upload form can never replace a served file with one carrying metadata again.
 */
export interface UploadKey {
  key: string;
  userId: number;
  kind: PhotoContentType;
  objectId: number;
  uploadId: string;
}

export interface RenditionKeys {
  original: string;
  display: string;
  thumbnail: string;
}

const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
const FORMAT_OF_TYPE: Record<string, ImageFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const UPLOAD_KEY_PATTERN = new RegExp(
  `^photos/(\\d{1,10})/(${PHOTO_CONTENT_TYPES.join('|')})/(\\d{1,10})/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\\.(jpg|png|webp)$`,
);

/**
 * The user segment of a key. Report photos carry 0 instead of the uploader's id: a report may
 * hide its author, and its photos' keys and URLs must not name them. Only a report's author may
 * attach photos to it, which the upload checks enforce by the report itself.
 */
export function keyUserSegment(userId: number, kind: PhotoContentType): number {
  return kind === 'report' ? 0 : userId;
}

export function newUploadKey(
  userId: number,
  kind: PhotoContentType,
  objectId: number,
  contentType: string,
): string {
  const format = FORMAT_OF_TYPE[contentType] ?? 'jpeg';
  const user = keyUserSegment(userId, kind);
  return `photos/${user}/${kind}/${objectId}/${crypto.randomUUID()}.${EXTENSIONS[format]}`;
}

/** The parts of an upload key this server issued, or null for anything else. */
export function parseUploadKey(key: string): UploadKey | null {
  const match = UPLOAD_KEY_PATTERN.exec(key);
  if (!match) return null;
  const [, userId, kind, objectId, uploadId] = match;
  const contentType = PHOTO_CONTENT_TYPES.find((candidate) => candidate === kind);
  if (!userId || !contentType || !objectId || !uploadId) return null;
  if (Number(userId) > MAX_RECORD_ID || Number(objectId) > MAX_RECORD_ID) return null;
  return { key, userId: Number(userId), kind: contentType, objectId: Number(objectId), uploadId };
}

export function renditionKeys(upload: UploadKey, format: ImageFormat): RenditionKeys {
  const folder = `photos/${upload.userId}/${upload.kind}/${upload.objectId}/${upload.uploadId}`;
  const extension = EXTENSIONS[format];
  return {
    original: `${folder}/original.${extension}`,
    display: `${folder}/display.${extension}`,
    thumbnail: `${folder}/thumbnail.${extension}`,
  };
}

/** The stored original's key for each format an upload could turn out to be. */
export function possibleOriginalKeys(upload: UploadKey): string[] {
  return (Object.keys(EXTENSIONS) as ImageFormat[]).map(
    (format) => renditionKeys(upload, format).original,
  );
}
