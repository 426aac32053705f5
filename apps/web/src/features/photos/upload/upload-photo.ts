import type { Photo } from '@marshlog/domain';
import { api } from '../../../api';
import type { PhotoTarget } from '../api';
import { photoSchema, uploadUrlSchema } from '../schemas';
import { sendToStorage, type ProgressListener } from './direct-upload';

export interface PhotoUpload extends PhotoTarget {
  file: File;
  caption: string;
  isPrimary: boolean;
  onProgress: ProgressListener;
}

/**
 * The seed's three-step upload: ask for an upload address, send the file directly to it, then
 * confirm. Resolves with the confirmed photo; rejects with an ApiError or StorageUploadError.
 */
export async function uploadPhoto({
  contentType,
  objectId,
  file,
  caption,
  isPrimary,
  onProgress,
}: PhotoUpload): Promise<Photo> {
  const grant = await api.post(
    '/photos/generate_upload_url/',
    {
      content_type: contentType,
      object_id: objectId,
      filename: file.name,
      content_type_mime: file.type,
      file_size: file.size,
    },
    { schema: uploadUrlSchema },
  );
  await sendToStorage(grant, file, onProgress);
  return api.post(
    '/photos/confirm_upload/',
    {
      s3_key: grant.s3_key,
      filename: file.name,
      file_size: file.size,
      content_type_mime: file.type,
      caption: caption.trim(),
      is_primary: isPrimary,
    },
    { schema: photoSchema },
  );
}
