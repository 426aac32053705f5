import { MAX_PHOTO_CAPTION_LENGTH, photoFileProblem, type Photo } from '@marshlog/domain';
import type { PhotoLimits } from './photo-limits';

/** The seed's upload statuses: pending, uploading (with progress), then uploaded or error. */
export type UploadStatus = 'pending' | 'uploading' | 'uploaded' | 'error';

/** A picked photo waiting for, going through or done with its upload. */
export interface PendingPhoto {
  id: string;
  file: File;
  /** An object URL of the file, for the preview. */
  preview: string;
  caption: string;
  status: UploadStatus;
  /** Percent of the file sent, 0-100. */
  progress: number;
  error: string | null;
  /** The confirmed photo, once uploaded. */
  photo: Photo | null;
}

/** A file that was not added, with the seed's reason. */
export interface RefusedFile {
  name: string;
  message: string;
}

/** How far an upload run has come: photos confirmed, failed, and bytes sent over all, 0-100. */
export interface UploadProgress {
  total: number;
  uploaded: number;
  failed: number;
  percent: number;
}

export interface PendingPhotosState {
  photos: PendingPhoto[];
  refused: RefusedFile[];
  /** How many files the last selection left out because the field was full. */
  overflow: number;
  /** The current upload run, or the last one until photos are added again. */
  run: UploadProgress | null;
  uploading: boolean;
}

export const initialPendingPhotos: PendingPhotosState = {
  photos: [],
  refused: [],
  overflow: 0,
  run: null,
  uploading: false,
};

export interface Selection {
  accepted: File[];
  refused: RefusedFile[];
  overflow: File[];
}

/** The seed's reason a file may not be added, or null; the size only where the limits check it. */
function problemOf(file: File, limits: PhotoLimits): string | null {
  // A new location only advertises the 10 MB limit: its size is not looked at.
  return photoFileProblem(limits.checksSize ? file : { type: file.type, size: 0 });
}

/**
 * Sorts newly picked files: a wrong type (or, where checked, a size over 10 MB) is refused with the
 * seed's message, and files past the field's room are left out.
 */
export function sortPicked(
  limits: PhotoLimits,
  waiting: number,
  files: readonly File[],
): Selection {
  const selection: Selection = { accepted: [], refused: [], overflow: [] };
  const room = Math.max(0, limits.most - waiting);
  for (const file of files) {
    const problem = problemOf(file, limits);
    if (problem) selection.refused.push({ name: file.name, message: problem });
    else if (selection.accepted.length < room) selection.accepted.push(file);
    else selection.overflow.push(file);
  }
  return selection;
}

/** Photos still to send (pending, or failed and to be sent again): all but those uploaded. */
export function waitingPhotos(photos: readonly PendingPhoto[]): PendingPhoto[] {
  return photos.filter((photo) => photo.status !== 'uploaded');
}

/** The caption a photo is sent with: its own, or the limits' default for a blank one. */
export function captionToSend(limits: PhotoLimits, caption: string, n: number): string {
  const own = caption.trim();
  return own || (limits.blankCaption?.(n) ?? '');
}

/**
 * The photo shown as the item's cover: the one confirmed as primary, else (when the item has no
 * primary yet) the first still waiting, which the next upload makes primary if it succeeds.
 */
export function coverPhotoId(photos: readonly PendingPhoto[], itemHasPrimary: boolean) {
  const confirmed = photos.find((pending) => pending.photo?.is_primary);
  if (confirmed) return confirmed.id;
  if (itemHasPrimary || photos.some((pending) => pending.photo)) return undefined;
  return waitingPhotos(photos)[0]?.id;
}

export type PendingPhotosAction =
  | { type: 'added'; photos: PendingPhoto[]; refused: RefusedFile[]; overflow: number }
  | { type: 'captioned'; id: string; caption: string }
  | { type: 'removed'; id: string }
  | { type: 'runStarted'; total: number }
  | { type: 'started'; id: string }
  | { type: 'progressed'; id: string; progress: number; run: UploadProgress }
  | { type: 'uploaded'; id: string; photo: Photo; run: UploadProgress }
  | { type: 'failed'; id: string; error: string; run: UploadProgress }
  | { type: 'runEnded' }
  | { type: 'clearedUploaded' }
  | { type: 'dismissedNotes' };

function update(
  state: PendingPhotosState,
  id: string,
  change: Partial<PendingPhoto>,
): PendingPhotosState {
  return {
    ...state,
    photos: state.photos.map((photo) => (photo.id === id ? { ...photo, ...change } : photo)),
  };
}

export function pendingPhotosReducer(
  state: PendingPhotosState,
  action: PendingPhotosAction,
): PendingPhotosState {
  switch (action.type) {
    case 'added':
      // A new selection starts once the last one is done: uploaded photos leave the list.
      return {
        ...state,
        photos: [...waitingPhotos(state.photos), ...action.photos],
        refused: action.refused,
        overflow: action.overflow,
        run: null,
      };
    case 'captioned':
      return update(state, action.id, {
        caption: action.caption.slice(0, MAX_PHOTO_CAPTION_LENGTH),
      });
    case 'removed':
      return { ...state, photos: state.photos.filter((photo) => photo.id !== action.id) };
    case 'runStarted':
      return {
        ...state,
        uploading: true,
        run: { total: action.total, uploaded: 0, failed: 0, percent: 0 },
      };
    case 'started':
      return update(state, action.id, { status: 'uploading', progress: 0, error: null });
    case 'progressed':
      return { ...update(state, action.id, { progress: action.progress }), run: action.run };
    case 'uploaded':
      return {
        ...update(state, action.id, { status: 'uploaded', progress: 100, photo: action.photo }),
        run: action.run,
      };
    case 'failed':
      return {
        ...update(state, action.id, { status: 'error', error: action.error }),
        run: action.run,
      };
    case 'runEnded':
      return { ...state, uploading: false };
    case 'clearedUploaded':
      return { ...state, photos: waitingPhotos(state.photos) };
    case 'dismissedNotes':
      return { ...state, refused: [], overflow: 0 };
  }
}
