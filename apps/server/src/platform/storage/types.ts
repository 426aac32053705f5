import { MAX_PHOTO_BYTES } from '@marshlog/domain';

/** A form a browser POSTs straight to storage: every field of `fields`, then the file as `file`. */
export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
}

export interface UploadGrant {
  key: string;
  /** The exact Content-Type the form must carry. */
  contentType: string;
  /** Largest file the policy admits, in bytes. */
  maxBytes: number;
  expiresInSeconds: number;
}

export interface StoredObject {
  size: number;
  contentType: string | null;
}

/**
 * Where photo files live: local disk by default, any S3-compatible store with S3_BUCKET.
 * Both accept the same browser upload (a presigned multipart POST answering 204) and hand out
 * signed, expiring download URLs.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Fails with a clear message when the store is unusable, so the server refuses to start. */
  ready(): Promise<void>;
  presignUpload(grant: UploadGrant): Promise<PresignedUpload>;
  /** Size and type of a stored object, or null when there is none under that key. */
  stat(key: string): Promise<StoredObject | null>;
  /** The object's bytes, or null when there is none under that key. */
  read(key: string): Promise<Buffer | null>;
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Deletes every listed key; keys with nothing stored are ignored. */
  remove(keys: readonly string[]): Promise<void>;
  /**
   * A URL that downloads the object until it expires. Given a viewer (null: signed out), the URL
   * is theirs: the local store asks the download guard on every download whether that viewer may
   * still see it; S3 cannot ask, so its URLs only expire.
   */
  signedDownloadUrl(key: string, expiresInSeconds: number, viewer?: number | null): Promise<string>;
  /** Who may still download a viewer's URL: answers false once they lost access to its item. */
  guardDownloads(guard: DownloadGuard): void;
  close(): Promise<void>;
}

export type DownloadGuard = (key: string, viewerId: number | null) => Promise<boolean>;

/** Largest file any upload grant admits. */
export const MAX_UPLOAD_BYTES = MAX_PHOTO_BYTES;
/** How long a browser has to send a file after asking for an upload form. */
export const UPLOAD_GRANT_SECONDS = 15 * 60;
/** How long a download URL stays valid. */
export const DOWNLOAD_URL_SECONDS = 60 * 60;

/** Keys are relative paths of plain segments: no empty, dot-led or traversing segment. */
export function isValidStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 500) return false;
  return key.split('/').every((segment) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(segment));
}
