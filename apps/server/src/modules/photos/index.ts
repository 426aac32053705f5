/** The photos module offers an item's photos as other modules see them, and their stored files. */
export { deletePhotoRecordsOf, photosForObjects, removePhotoFiles } from './attached.js';
export { storedKeysOf } from './queries.js';
