import type { Photo, PhotoContentType } from '@marshlog/domain';

/** 2.4 MB, 310 KB: how big a photo is, for people. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The day a photo was uploaded, in the reader's locale. */
export function formatUploadDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

export const CONTENT_TYPE_LABELS: Record<PhotoContentType, string> = {
  hunt: 'Hunt',
  location: 'Location',
  report: 'Report',
};

export function photoCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'photo' : 'photos'}`;
}

/** Where the item a photo belongs to is shown, for the kinds that have a page. */
export function photoItemPath(photo: Pick<Photo, 'content_type' | 'object_id'>): string | null {
  if (photo.content_type === 'hunt') return `/hunts/${photo.object_id}`;
  if (photo.content_type === 'location') return `/locations/${photo.object_id}`;
  return null;
}
