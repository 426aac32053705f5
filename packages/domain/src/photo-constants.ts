/** Limits, names, messages and rules of photos; no zod here, so a screen can use them without it. */

/** What a photo can be attached to (DESIGN.md section 6). */
export const PHOTO_CONTENT_TYPES = ['hunt', 'location', 'report'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

/** Whether a value (a select's, an address's) names a kind of item photos attach to. */
export function isPhotoContentType(value: string): value is PhotoContentType {
  return PHOTO_CONTENT_TYPES.some((type) => type === value);
}

/** The image types the uploader accepts, in the seed's order (seed 001 section 5). */
export const ALLOWED_PHOTO_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
export type AllowedPhotoType = (typeof ALLOWED_PHOTO_TYPES)[number];

export const MAX_PHOTO_SIZE_MB = 10;
export const MAX_PHOTO_BYTES = MAX_PHOTO_SIZE_MB * 1024 * 1024;
export const MAX_PHOTO_CAPTION_LENGTH = 200;
/** Photos one selection in the uploader may hold; the excess is refused (seed 001 section 9). */
export const MAX_PHOTOS_PER_SELECTION = 5;
export const PHOTO_GALLERY_PAGE_SIZE = 20;
/** The uploader's hint under its drop zone (seed 001 section 2). */
export const PHOTO_UPLOAD_HINT = 'JPEG, PNG, WebP up to 10MB each';

/** Upload forms a hunter may hold at once, neither confirmed nor expired. */
export const PENDING_UPLOADS_MAX = 20;

export const PHOTO_MESSAGES = {
  tooManyPendingUploads: `You have ${PENDING_UPLOADS_MAX} photos waiting to be confirmed; finish or wait for those uploads first`,
  captionTooLong: `Caption cannot exceed ${MAX_PHOTO_CAPTION_LENGTH} characters`,
  notAnAllowedImage:
    'The uploaded file is not a JPEG, PNG or WebP image. Allowed types: ' +
    ALLOWED_PHOTO_TYPES.join(', '),
  unreadableImage: 'The uploaded image could not be read; it may be damaged.',
  uploadMissing: 'No uploaded file was found for this key. Upload the file before confirming.',
  uploadNotYours: 'This upload does not belong to you.',
  uploadForbidden: 'You may not add photos to this item.',
  changeForbidden: "Only the photo's uploader or an editor of its item may change or delete it.",
  uploadKeyInvalid: 'This is not a photo upload key issued by Marshlog.',
  uploadKeyMismatch: 'content_type and object_id do not match the upload key.',
  alreadyConfirmed: 'This upload has already been confirmed.',
  onePrimaryPerObject: 'Only one photo of an item can be primary.',
  uploadFailedStatus: (status: number) => `S3 upload failed with status ${status}`,
  uploadFailed: 'S3 upload failed',
  noUrl: 'No URL Generated',
  accessDeniedTitle: 'S3 Access Denied',
  accessDeniedHint: 'AWS permissions needed',
} as const;

/** 'File type {type} not supported. Allowed types: {list}' (seed 001 section 5). */
export function photoTypeNotSupportedMessage(type: string): string {
  return `File type ${type} not supported. Allowed types: ${ALLOWED_PHOTO_TYPES.join(', ')}`;
}

/** 'File size {x}MB exceeds maximum 10MB' (seed 001 section 5), x in MB with two decimals. */
export function photoTooLargeMessage(bytes: number): string {
  return `File size ${(bytes / (1024 * 1024)).toFixed(2)}MB exceeds maximum ${MAX_PHOTO_SIZE_MB}MB`;
}

export function isAllowedPhotoType(type: string): type is AllowedPhotoType {
  return (ALLOWED_PHOTO_TYPES as readonly string[]).includes(type);
}

/** The first problem with a file picked for upload, or null when it may be uploaded. */
export function photoFileProblem(file: { type: string; size: number }): string | null {
  if (!isAllowedPhotoType(file.type)) return photoTypeNotSupportedMessage(file.type || 'unknown');
  if (file.size > MAX_PHOTO_BYTES) return photoTooLargeMessage(file.size);
  return null;
}

/** `image/jpg` is accepted as the uploader sends it, but stored under its registered name. */
export function canonicalPhotoType(type: AllowedPhotoType): Exclude<AllowedPhotoType, 'image/jpg'> {
  return type === 'image/jpg' ? 'image/jpeg' : type;
}

export const PHOTO_ORDERINGS = [
  'uploaded_at',
  '-uploaded_at',
  'filename',
  '-filename',
  'file_size',
  '-file_size',
  'caption',
  '-caption',
] as const;
export type PhotoOrdering = (typeof PHOTO_ORDERINGS)[number];
