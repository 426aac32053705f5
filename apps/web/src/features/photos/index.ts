/** Photos of hunts, locations and reports: the section for detail pages, the uploader and its context. */
export { PhotoSection, type PhotoSectionProps } from './PhotoSection';
export { PhotoUploader, type PhotoUploaderProps } from './components/PhotoUploader';
export {
  PhotoUploadProvider,
  usePhotoUpload,
  type PhotoUploadApi,
  type UploadProgress,
} from './upload/PhotoUploadContext';
export { uploadPhoto, type PhotoUpload } from './upload/upload-photo';
export { photoKeys, useItemPhotos, type PhotoTarget } from './api';
