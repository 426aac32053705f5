import { isAllowedPhotoType, LOCATION_MAX_PHOTOS, LOCATION_MESSAGES } from '@marshlog/domain';

/** A photo picked in the Create New Location modal, with its optional caption. */
export interface PickedPhoto {
  id: string;
  file: File;
  preview: string;
  caption: string;
}

let nextId = 0;

/**
 * Adds picked files: image files only, at most 10 in all (seed 001 section 5). The 10MB hint is
 * not enforced here. Returns the new list and the message to show when some were left out.
 */
export function addPickedPhotos(
  current: readonly PickedPhoto[],
  files: readonly File[],
): { photos: PickedPhoto[]; refused: string | null } {
  const images = files.filter((file) => isAllowedPhotoType(file.type));
  const room = Math.max(0, LOCATION_MAX_PHOTOS - current.length);
  const added = images.slice(0, room).map((file) => {
    nextId += 1;
    return {
      id: `location-photo-${nextId}`,
      file,
      preview: URL.createObjectURL(file),
      caption: '',
    };
  });
  const refused = images.length > room ? LOCATION_MESSAGES.tooManyPhotos : null;
  return { photos: [...current, ...added], refused };
}
