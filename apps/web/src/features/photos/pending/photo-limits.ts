import { MAX_PHOTOS_PER_SELECTION } from '@marshlog/domain';

/**
 * What a photo field holds and checks before its item exists or gets more photos. Each feature
 * keeps its own (a new location's, a new report's), so a screen loads only its own constants.
 */
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

/** Seed 001, photo uploader: at most 5 per selection, 10 MB each, added to an existing item. */
export const ADDED_PHOTOS: PhotoLimits = {
  most: MAX_PHOTOS_PER_SELECTION,
  limitMessage: `Up to ${MAX_PHOTOS_PER_SELECTION} photos can be added at a time`,
  checksSize: true,
};
