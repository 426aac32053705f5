/**
 * Photos of hunts, locations and reports: the section for detail pages, and the one flow for photos
 * chosen before they are sent (a new location's, a new report's, those added to an item).
 */
export { PhotoSection, type PhotoSectionProps } from './PhotoSection';
export { PendingPhotosField } from './pending/PendingPhotosField';
export {
  usePendingPhotos,
  type PendingPhotos,
  type PhotoHandOver,
  type UploadOutcome,
} from './pending/use-pending-photos';
export type { PhotoLimits } from './pending/photo-limits';
export { uploadPhoto, type PhotoUpload } from './upload/upload-photo';
export { photoKeys, useItemPhotos, type PhotoTarget } from './api';
