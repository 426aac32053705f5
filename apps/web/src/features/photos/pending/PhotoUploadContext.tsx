import { createContext, use, type ReactNode } from 'react';
import { ADDED_PHOTOS } from './photo-limits';
import { usePendingPhotos, type PendingPhotos } from './use-pending-photos';

export const PHOTO_CONTEXT_ERROR = 'usePhotoUpload must be used within a PhotoUploadProvider';

const PhotoUploadContext = createContext<PendingPhotos | null>(null);

/** Holds the photos a hunter picked to add to an item, so they outlive the uploader panel. */
export function PhotoUploadProvider({ children }: { children: ReactNode }) {
  const photos = usePendingPhotos(ADDED_PHOTOS);
  return <PhotoUploadContext value={photos}>{children}</PhotoUploadContext>;
}

/** The photos of the nearest PhotoUploadProvider; outside one it throws (seed 001 section 8). */
export function usePhotoUpload(): PendingPhotos {
  const context = use(PhotoUploadContext);
  if (!context) throw new Error(PHOTO_CONTEXT_ERROR);
  return context;
}
