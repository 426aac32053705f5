import { LOCATION_MAX_PHOTOS, LOCATION_MESSAGES } from '@marshlog/domain';
import type { PhotoLimits } from '../photos';

/** Seed 001, Create New Location: up to 10, image files only, the 10MB hint not enforced. */
export const NEW_LOCATION_PHOTOS: PhotoLimits = {
  most: LOCATION_MAX_PHOTOS,
  limitMessage: LOCATION_MESSAGES.tooManyPhotos,
  checksSize: false,
};
