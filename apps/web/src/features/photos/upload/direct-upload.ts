import { PHOTO_MESSAGES, type UploadUrl } from '@marshlog/domain';

/** Percent of the file sent so far, 0-100. */
export type ProgressListener = (percent: number) => void;

/** A refused or failed direct upload, worded as the seed words it. */
export class StorageUploadError extends Error {
  override readonly name = 'StorageUploadError';

  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Step two of three: the multipart POST straight to storage, the granted fields first and the
 * file last. XMLHttpRequest rather than fetch, because only it reports upload progress.
 * 204 is success (seed 001 section 7); anything else fails with the seed's message.
 */
export function sendToStorage(
  grant: UploadUrl,
  file: File,
  onProgress: ProgressListener,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(grant.fields)) form.append(name, value);
  form.append('file', file);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', grant.upload_url);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status === 204) {
        onProgress(100);
        resolve();
      } else {
        reject(new StorageUploadError(PHOTO_MESSAGES.uploadFailedStatus(xhr.status), xhr.status));
      }
    });
    xhr.addEventListener('error', () =>
      reject(new StorageUploadError(PHOTO_MESSAGES.uploadFailed, 0)),
    );
    xhr.addEventListener('abort', () =>
      reject(new StorageUploadError(PHOTO_MESSAGES.uploadFailed, 0)),
    );
    xhr.send(form);
  });
}
