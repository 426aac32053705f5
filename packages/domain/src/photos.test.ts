import { describe, expect, it } from 'vitest';
import {
  bulkUpdatePhotosSchema,
  confirmUploadSchema,
  generateUploadUrlSchema,
  photoGalleryQuerySchema,
  photoListQuerySchema,
  updatePhotoSchema,
} from './photos.js';
import {
  ALLOWED_PHOTO_TYPES,
  canonicalPhotoType,
  isPhotoContentType,
  MAX_PHOTO_BYTES,
  photoFileProblem,
  photoTooLargeMessage,
  photoTypeNotSupportedMessage,
} from './photo-constants.js';

describe('kinds of items photos attach to', () => {
  it('are hunts, locations and reports, and nothing else', () => {
    expect(['hunt', 'location', 'report'].every(isPhotoContentType)).toBe(true);
    expect(['', 'hunts', 'Hunt', 'photo'].some(isPhotoContentType)).toBe(false);
  });
});

describe('photo upload rules (seed 001 section 5)', () => {
  it('allows exactly JPEG, JPG, PNG and WebP', () => {
    expect(ALLOWED_PHOTO_TYPES).toEqual(['image/jpeg', 'image/jpg', 'image/png', 'image/webp']);
    for (const type of ALLOWED_PHOTO_TYPES) {
      expect(photoFileProblem({ type, size: 1000 })).toBeNull();
    }
  });

  it('refuses other types with the seed message listing the allowed ones', () => {
    expect(photoTypeNotSupportedMessage('image/gif')).toBe(
      'File type image/gif not supported. Allowed types: image/jpeg, image/jpg, image/png, image/webp',
    );
    expect(photoFileProblem({ type: 'image/heic', size: 10 })).toBe(
      photoTypeNotSupportedMessage('image/heic'),
    );
  });

  it('allows 10 MB and refuses anything larger with the size in MB', () => {
    expect(MAX_PHOTO_BYTES).toBe(10 * 1024 * 1024);
    expect(photoFileProblem({ type: 'image/png', size: MAX_PHOTO_BYTES })).toBeNull();
    expect(photoFileProblem({ type: 'image/png', size: 11 * 1024 * 1024 })).toBe(
      'File size 11.00MB exceeds maximum 10MB',
    );
    expect(photoTooLargeMessage(10.5 * 1024 * 1024)).toBe('File size 10.50MB exceeds maximum 10MB');
  });

  it('stores image/jpg under its registered name', () => {
    expect(canonicalPhotoType('image/jpg')).toBe('image/jpeg');
    expect(canonicalPhotoType('image/webp')).toBe('image/webp');
  });
});

describe('photo request schemas', () => {
  const upload = {
    content_type: 'hunt',
    object_id: 3,
    filename: 'teal.jpg',
    content_type_mime: 'image/jpeg',
  };

  it('accepts an upload request and refuses a disallowed type with the seed message', () => {
    expect(generateUploadUrlSchema.parse(upload).object_id).toBe(3);
    const refused = generateUploadUrlSchema.safeParse({
      ...upload,
      content_type_mime: 'text/plain',
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(photoTypeNotSupportedMessage('text/plain'));
  });

  it('refuses a declared size over 10 MB and an unknown content type', () => {
    const big = generateUploadUrlSchema.safeParse({ ...upload, file_size: MAX_PHOTO_BYTES + 1 });
    expect(big.error?.issues[0]?.message).toBe(photoTooLargeMessage(MAX_PHOTO_BYTES + 1));
    expect(generateUploadUrlSchema.safeParse({ ...upload, content_type: 'blind' }).success).toBe(
      false,
    );
  });

  it('limits captions to 200 characters', () => {
    expect(updatePhotoSchema.safeParse({ caption: 'x'.repeat(200) }).success).toBe(true);
    const long = updatePhotoSchema.safeParse({ caption: 'x'.repeat(201) });
    expect(long.error?.issues[0]?.message).toBe('Caption cannot exceed 200 characters');
    const confirm = confirmUploadSchema.safeParse({
      s3_key: 'k',
      filename: 'a.jpg',
      caption: 'y'.repeat(201),
    });
    expect(confirm.success).toBe(false);
  });

  it('defaults a confirmation to no caption and not primary', () => {
    expect(confirmUploadSchema.parse({ s3_key: 'k', filename: 'a.jpg' })).toMatchObject({
      caption: '',
      is_primary: false,
    });
  });

  it('refuses a bulk update naming one photo twice', () => {
    expect(
      bulkUpdatePhotosSchema.safeParse({ photos: [{ id: 1 }, { id: 1, caption: 'a' }] }).success,
    ).toBe(false);
    expect(
      bulkUpdatePhotosSchema.safeParse({ photos: [{ id: 1 }, { id: 2, is_primary: true }] })
        .success,
    ).toBe(true);
  });

  it('pages the gallery by 20, newest upload first, from an allow-list of orderings', () => {
    expect(photoGalleryQuerySchema.parse({})).toMatchObject({
      page: 1,
      page_size: 20,
      ordering: '-uploaded_at',
    });
    expect(photoGalleryQuerySchema.safeParse({ ordering: 'storage_key' }).success).toBe(false);
    expect(photoGalleryQuerySchema.safeParse({ date_after: '2024-13-01' }).success).toBe(false);
    expect(photoListQuerySchema.parse({ is_primary: 'true' }).is_primary).toBe(true);
  });
});
