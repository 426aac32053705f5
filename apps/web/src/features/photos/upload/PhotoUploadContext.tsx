import { createContext, use, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import type { Photo } from '@marshlog/domain';
import { errorMessage } from '../../../api';
import type { PhotoTarget } from '../api';
import { uploadPhoto } from './upload-photo';
import {
  initialUploadState,
  selectFiles,
  uploadReducer,
  waitingPhotos,
  type PendingPhoto,
  type RefusedFile,
} from './upload-state';

/** How far an upload run has come, reported to the caller as it goes. */
export interface UploadProgress {
  total: number;
  uploaded: number;
  failed: number;
  /** Bytes sent over all files of the run, 0-100. */
  percent: number;
}

export interface UploadRun extends PhotoTarget {
  /** Whether the item already has a primary photo; if not, the first one uploaded becomes it. */
  hasPrimary: boolean;
  onProgress?: (progress: UploadProgress) => void;
}

export interface PhotoUploadApi {
  photos: PendingPhoto[];
  refused: RefusedFile[];
  /** Files the last selection left out because of the 5-photo limit. */
  overflow: number;
  isUploading: boolean;
  addFiles: (files: Iterable<File>) => void;
  setCaption: (id: string, caption: string) => void;
  removePhoto: (id: string) => void;
  /** Drops the uploaded photos from the list. */
  clearFinished: () => void;
  dismissNotes: () => void;
  /** Uploads every pending (or failed) photo, one after the other; resolves with those confirmed. */
  uploadAll: (run: UploadRun) => Promise<Photo[]>;
}

export const PHOTO_CONTEXT_ERROR = 'usePhotoUpload must be used within a PhotoUploadProvider';

const PhotoUploadContext = createContext<PhotoUploadApi | null>(null);

let nextUploadId = 0;

function revokePreviews(photos: readonly PendingPhoto[]) {
  for (const photo of photos) URL.revokeObjectURL(photo.preview);
}

/** Holds the photos a hunter picked and their upload state, for one uploader. */
export function PhotoUploadProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(uploadReducer, initialUploadState);
  const [isUploading, setUploading] = useState(false);
  const latestPhotos = useRef(state.photos);
  useEffect(() => {
    latestPhotos.current = state.photos;
  });
  useEffect(() => () => revokePreviews(latestPhotos.current), []);

  const addFiles = (files: Iterable<File>) => {
    const waiting = waitingPhotos(state.photos);
    const selection = selectFiles(waiting.length, [...files]);
    if (selection.overflow.length > 0) {
      console.warn(
        `Photo selection limit reached: ${selection.overflow.length} file(s) left out`,
        selection.overflow.map((file) => file.name),
      );
    }
    revokePreviews(state.photos.filter((photo) => photo.status === 'uploaded'));
    const photos = selection.accepted.map<PendingPhoto>((file) => {
      nextUploadId += 1;
      return {
        id: `photo-upload-${nextUploadId}`,
        file,
        preview: URL.createObjectURL(file),
        caption: '',
        status: 'pending',
        progress: 0,
        error: null,
        photo: null,
      };
    });
    dispatch({
      type: 'added',
      photos,
      refused: selection.refused,
      overflow: selection.overflow.length,
    });
  };

  const removePhoto = (id: string) => {
    revokePreviews(state.photos.filter((photo) => photo.id === id));
    dispatch({ type: 'removed', id });
  };

  const clearFinished = () => {
    revokePreviews(state.photos.filter((photo) => photo.status === 'uploaded'));
    dispatch({ type: 'clearedFinished' });
  };

  const uploadAll = async ({
    contentType,
    objectId,
    hasPrimary,
    onProgress,
  }: UploadRun): Promise<Photo[]> => {
    const queue = state.photos.filter(
      (photo) => photo.status === 'pending' || photo.status === 'error',
    );
    if (isUploading || queue.length === 0) return [];
    setUploading(true);
    const sent = new Map<string, number>();
    const confirmed: Photo[] = [];
    let failed = 0;
    const report = () =>
      onProgress?.({
        total: queue.length,
        uploaded: confirmed.length,
        failed,
        percent: Math.round(
          [...sent.values()].reduce((sum, percent) => sum + percent, 0) / queue.length,
        ),
      });
    let primaryTaken = hasPrimary;
    const uploadedPreviews: string[] = [];
    try {
      for (const pending of queue) {
        dispatch({ type: 'started', id: pending.id });
        try {
          const photo = await uploadPhoto({
            contentType,
            objectId,
            file: pending.file,
            caption: pending.caption,
            isPrimary: !primaryTaken,
            onProgress: (progress) => {
              sent.set(pending.id, progress);
              dispatch({ type: 'progressed', id: pending.id, progress });
              report();
            },
          });
          primaryTaken = true;
          confirmed.push(photo);
          uploadedPreviews.push(pending.preview);
          sent.set(pending.id, 100);
          dispatch({ type: 'uploaded', id: pending.id, photo });
        } catch (error) {
          console.error(`Photo upload of ${pending.file.name} failed`, error);
          failed += 1;
          dispatch({ type: 'failed', id: pending.id, error: errorMessage(error) });
        }
        report();
      }
    } finally {
      setUploading(false);
      // Uploaded photos now show with the item itself: the list keeps only those still to send.
      for (const preview of uploadedPreviews) URL.revokeObjectURL(preview);
      dispatch({ type: 'clearedFinished' });
    }
    return confirmed;
  };

  const value: PhotoUploadApi = {
    photos: state.photos,
    refused: state.refused,
    overflow: state.overflow,
    isUploading,
    addFiles,
    setCaption: (id, caption) => dispatch({ type: 'captioned', id, caption }),
    removePhoto,
    clearFinished,
    dismissNotes: () => dispatch({ type: 'dismissedNotes' }),
    uploadAll,
  };
  return <PhotoUploadContext value={value}>{children}</PhotoUploadContext>;
}

/** The upload state of the nearest PhotoUploadProvider; outside one it throws (seed 001 section 8). */
export function usePhotoUpload(): PhotoUploadApi {
  const context = use(PhotoUploadContext);
  if (!context) throw new Error(PHOTO_CONTEXT_ERROR);
  return context;
}
