import {
  LOCATION_MAX_PHOTOS,
  LOCATION_MESSAGES,
  MAX_PHOTOS_PER_SELECTION,
  REPORT_MAX_PHOTOS,
  REPORT_MESSAGES,
  reportPhotoCaption,
} from '@marshlog/domain';

/** What a photo field holds and checks before its item exists or gets more photos. */
export interface PhotoLimits {
  /** Photos that may wait at once. */
  most: number;
  /** Why no more fit, as the hunter reads it once the field is full. */
  limitMessage: string;
  /** Whether a file over 10 MB is refused (a new location only advertises the limit). */
  checksSize: boolean;
  /** The caption a photo left blank is sent with, n counting from 1. */
  blankCaption?: (n: number) => string;
}

/** Seed 001, Create New Location: up to 10, image files only, the 10MB hint not enforced. */
export const NEW_LOCATION_PHOTOS: PhotoLimits = {
  most: LOCATION_MAX_PHOTOS,
  limitMessage: LOCATION_MESSAGES.tooManyPhotos,
  checksSize: false,
};

/** Seed 000, Create Report: at most 5, 10 MB each, a blank caption sent as 'Report photo {n}'. */
export const NEW_REPORT_PHOTOS: PhotoLimits = {
  most: REPORT_MAX_PHOTOS,
  limitMessage: REPORT_MESSAGES.tooManyPhotos,
  checksSize: true,
  blankCaption: reportPhotoCaption,
};

/** Seed 001, photo uploader: at most 5 per selection, 10 MB each, added to an existing item. */
export const ADDED_PHOTOS: PhotoLimits = {
  most: MAX_PHOTOS_PER_SELECTION,
  limitMessage: `Up to ${MAX_PHOTOS_PER_SELECTION} photos can be added at a time`,
  checksSize: true,
};
