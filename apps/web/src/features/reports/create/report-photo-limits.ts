import { REPORT_MAX_PHOTOS, REPORT_MESSAGES, reportPhotoCaption } from '@marshlog/domain';
import type { PhotoLimits } from '../../photos';

/** Seed 000, Create Report: at most 5, 10 MB each, a blank caption sent as 'Report photo {n}'. */
export const NEW_REPORT_PHOTOS: PhotoLimits = {
  most: REPORT_MAX_PHOTOS,
  limitMessage: REPORT_MESSAGES.tooManyPhotos,
  checksSize: true,
  blankCaption: reportPhotoCaption,
};
