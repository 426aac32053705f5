import { useEffect, useReducer, useRef } from 'react';
import type { Photo } from '@marshlog/domain';
import { ApiError, errorMessage } from '../../../api';
import type { PhotoTarget } from '../api';
import { StorageUploadError } from '../upload/direct-upload';
import { uploadPhoto } from '../upload/upload-photo';
import type { PhotoLimits } from './photo-limits';
import {
  captionToSend,
  initialPendingPhotos,
  pendingPhotosReducer,
  sortPicked,
  waitingPhotos,
  type PendingPhoto,
  type UploadProgress,
} from './pending-photos';

/** Where a run uploads to; the first photo confirmed becomes primary unless the item has one. */
export interface UploadTarget extends PhotoTarget {
  hasPrimary: boolean;
}

/** How a run went: the photos confirmed, and how many failed with the last failure's status. */
export interface UploadOutcome {
  total: number;
  uploaded: Photo[];
  failed: number;
  /** The HTTP status of the last failed upload (0 when the network failed), null if none failed. */
  failedStatus: number | null;
}

/** A waiting photo as the outbox keeps it when its item is written with no network. */
export interface PhotoHandOver {
  file: File;
  name: string;
  caption: string;
  /** The first photo: the item's cover once it exists. */
  isPrimary: boolean;
}

/** The status a failed upload answered with: an API refusal or the storage's own. */
function statusOf(error: unknown): number {
  if (error instanceof ApiError || error instanceof StorageUploadError) return error.status;
  return 0;
}

function revokePreviews(photos: readonly PendingPhoto[]) {
  for (const photo of photos) URL.revokeObjectURL(photo.preview);
}

let nextPendingId = 0;

function pendingPhotoOf(file: File): PendingPhoto {
  nextPendingId += 1;
  return {
    id: `pending-photo-${nextPendingId}`,
    file,
    preview: URL.createObjectURL(file),
    caption: '',
    status: 'pending',
    progress: 0,
    error: null,
    photo: null,
  };
}

/**
 * Photos chosen for an item before they can be sent: picked, previewed (object URLs revoked when a
 * photo leaves or the field goes), checked against the limits with the seeds' messages, captioned,
 * then uploaded one after another once the item exists, each with its progress. A failed one stays
 * and the next run sends it again; with no network they are handed over to the outbox instead.
 */
export function usePendingPhotos(limits: PhotoLimits) {
  const [state, dispatch] = useReducer(pendingPhotosReducer, initialPendingPhotos);
  const latest = useRef(state.photos);
  useEffect(() => {
    // A photo that left the list (removed, or uploaded and cleared) lets its preview go.
    const kept = new Set(state.photos.map((photo) => photo.preview));
    revokePreviews(latest.current.filter((photo) => !kept.has(photo.preview)));
    latest.current = state.photos;
  }, [state.photos]);
  useEffect(() => () => revokePreviews(latest.current), []);
  const running = useRef(false);
  const waiting = waitingPhotos(state.photos);

  const add = (files: Iterable<File>) => {
    const selection = sortPicked(limits, waiting.length, [...files]);
    if (selection.overflow.length > 0) {
      console.warn(
        `Photo limit reached: ${selection.overflow.length} file(s) left out`,
        selection.overflow.map((file) => file.name),
      );
    }
    dispatch({
      type: 'added',
      photos: selection.accepted.map(pendingPhotoOf),
      refused: selection.refused,
      overflow: selection.overflow.length,
    });
  };

  /** Uploads every photo not yet uploaded (failed ones again), one after the other. */
  const upload = async ({ contentType, objectId, hasPrimary }: UploadTarget) => {
    const chosen = latest.current;
    const queue = waitingPhotos(chosen);
    const outcome: UploadOutcome = {
      total: queue.length,
      uploaded: [],
      failed: 0,
      failedStatus: null,
    };
    if (running.current || queue.length === 0) return outcome;
    running.current = true;
    dispatch({ type: 'runStarted', total: queue.length });
    const sent = new Map<string, number>();
    const progress = (): UploadProgress => ({
      total: queue.length,
      uploaded: outcome.uploaded.length,
      failed: outcome.failed,
      percent: Math.round([...sent.values()].reduce((sum, part) => sum + part, 0) / queue.length),
    });
    let primaryTaken = hasPrimary;
    try {
      for (const pending of queue) {
        const { id, file } = pending;
        dispatch({ type: 'started', id });
        try {
          const photo = await uploadPhoto({
            contentType,
            objectId,
            file,
            caption: captionToSend(limits, pending.caption, chosen.indexOf(pending) + 1),
            isPrimary: !primaryTaken,
            onProgress: (percent) => {
              sent.set(id, percent);
              dispatch({ type: 'progressed', id, progress: percent, run: progress() });
            },
          });
          primaryTaken = true;
          outcome.uploaded.push(photo);
          sent.set(id, 100);
          dispatch({ type: 'uploaded', id, photo, run: progress() });
        } catch (error) {
          console.error(`Photo upload of ${file.name} to ${contentType} ${objectId} failed`, error);
          outcome.failed += 1;
          outcome.failedStatus = statusOf(error);
          dispatch({ type: 'failed', id, error: errorMessage(error), run: progress() });
        }
      }
    } finally {
      running.current = false;
      dispatch({ type: 'runEnded' });
    }
    return outcome;
  };

  /** The waiting photos as the outbox keeps them, the first as the cover, captions as sent. */
  const handOver = (): PhotoHandOver[] => {
    const chosen = latest.current;
    return waitingPhotos(chosen).map((pending, index) => ({
      file: pending.file,
      name: pending.file.name,
      caption: captionToSend(limits, pending.caption, chosen.indexOf(pending) + 1),
      isPrimary: index === 0,
    }));
  };

  return {
    limits,
    photos: state.photos,
    refused: state.refused,
    overflow: state.overflow,
    run: state.run,
    uploading: state.uploading,
    /** No room for another photo. */
    full: waiting.length >= limits.most,
    add,
    remove: (id: string) => dispatch({ type: 'removed', id }),
    caption: (id: string, caption: string) => dispatch({ type: 'captioned', id, caption }),
    dismissNotes: () => dispatch({ type: 'dismissedNotes' }),
    upload,
    /** Drops the uploaded photos from the list: they show with the item now. */
    clearUploaded: () => dispatch({ type: 'clearedUploaded' }),
    handOver,
  };
}

export type PendingPhotos = ReturnType<typeof usePendingPhotos>;
