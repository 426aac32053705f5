import {
  MAX_PHOTO_CAPTION_LENGTH,
  MAX_PHOTOS_PER_SELECTION,
  photoFileProblem,
  type Photo,
} from '@marshlog/domain';

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

export interface UploadState {
  photos: PendingPhoto[];
  refused: RefusedFile[];
  /** How many files the last selection left out because of the 5-photo limit. */
  overflow: number;
}

export const initialUploadState: UploadState = { photos: [], refused: [], overflow: 0 };

export interface Selection {
  accepted: File[];
  refused: RefusedFile[];
  overflow: File[];
}

/**
 * Sorts newly picked files: wrong type or too large are refused with the seed's message, and
 * at most 5 photos wait in one selection; the excess is left out.
 */
export function selectFiles(waiting: number, files: readonly File[]): Selection {
  const selection: Selection = { accepted: [], refused: [], overflow: [] };
  const room = Math.max(0, MAX_PHOTOS_PER_SELECTION - waiting);
  for (const file of files) {
    const problem = photoFileProblem(file);
    if (problem) selection.refused.push({ name: file.name, message: problem });
    else if (selection.accepted.length < room) selection.accepted.push(file);
    else selection.overflow.push(file);
  }
  return selection;
}

/** Photos that still count toward the selection: all but those already uploaded. */
export function waitingPhotos(photos: readonly PendingPhoto[]): PendingPhoto[] {
  return photos.filter((photo) => photo.status !== 'uploaded');
}

export function clampCaption(caption: string): string {
  return caption.slice(0, MAX_PHOTO_CAPTION_LENGTH);
}

export type UploadAction =
  | { type: 'added'; photos: PendingPhoto[]; refused: RefusedFile[]; overflow: number }
  | { type: 'captioned'; id: string; caption: string }
  | { type: 'removed'; id: string }
  | { type: 'started'; id: string }
  | { type: 'progressed'; id: string; progress: number }
  | { type: 'uploaded'; id: string; photo: Photo }
  | { type: 'failed'; id: string; error: string }
  | { type: 'clearedFinished' }
  | { type: 'clearedAll' }
  | { type: 'dismissedNotes' };

function update(state: UploadState, id: string, change: Partial<PendingPhoto>): UploadState {
  return {
    ...state,
    photos: state.photos.map((photo) => (photo.id === id ? { ...photo, ...change } : photo)),
  };
}

export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'added':
      // A new selection starts once the last one is done: uploaded photos leave the list.
      return {
        photos: [...waitingPhotos(state.photos), ...action.photos],
        refused: action.refused,
        overflow: action.overflow,
      };
    case 'captioned':
      return update(state, action.id, { caption: clampCaption(action.caption) });
    case 'removed':
      return { ...state, photos: state.photos.filter((photo) => photo.id !== action.id) };
    case 'started':
      return update(state, action.id, { status: 'uploading', progress: 0, error: null });
    case 'progressed':
      return update(state, action.id, { progress: action.progress });
    case 'uploaded':
      return update(state, action.id, { status: 'uploaded', progress: 100, photo: action.photo });
    case 'failed':
      return update(state, action.id, { status: 'error', error: action.error });
    case 'clearedFinished':
      return { ...state, photos: waitingPhotos(state.photos) };
    case 'clearedAll':
      return initialUploadState;
    case 'dismissedNotes':
      return { ...state, refused: [], overflow: 0 };
  }
}
