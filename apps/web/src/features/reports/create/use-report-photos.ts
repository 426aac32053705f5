import { useEffect, useReducer, useRef } from 'react';
import { reportPhotoCaption, type Photo } from '@marshlog/domain';
import { ApiError, errorMessage } from '../../../api';
import { StorageUploadError } from '../../photos/upload/direct-upload';
import { uploadPhoto } from '../../photos/upload/upload-photo';
import {
  initialUploadState,
  selectFiles,
  uploadReducer,
  type PendingPhoto,
} from '../../photos/upload/upload-state';

/** How the photos of a new report went: those confirmed, and the status of the last failure. */
export interface ReportPhotoOutcome {
  total: number;
  uploaded: Photo[];
  failed: number;
  /** The HTTP status of the last failed upload (0 when the network failed). */
  failedStatus: number | null;
}

/** The status a failed upload answered with: an API refusal or the storage's own. */
function statusOf(error: unknown): number {
  if (error instanceof ApiError || error instanceof StorageUploadError) return error.status;
  return 0;
}

let nextReportPhotoId = 0;

/**
 * The photos picked in the Create Report modal: at most 5, each at most 10 MB, uploaded one
 * after another once the report exists, each with its own progress. A photo left without a
 * caption is sent as 'Report photo {n}'.
 */
export function useReportPhotos() {
  const [state, dispatch] = useReducer(uploadReducer, initialUploadState);
  const latest = useRef(state.photos);
  useEffect(() => {
    latest.current = state.photos;
  });
  useEffect(
    () => () => {
      for (const photo of latest.current) URL.revokeObjectURL(photo.preview);
    },
    [],
  );

  const addFiles = (files: Iterable<File>) => {
    const selection = selectFiles(state.photos.length, [...files]);
    if (selection.overflow.length > 0) {
      console.warn(
        `Report photo limit reached: ${selection.overflow.length} file(s) left out`,
        selection.overflow.map((file) => file.name),
      );
    }
    const photos = selection.accepted.map<PendingPhoto>((file) => {
      nextReportPhotoId += 1;
      return {
        id: `report-photo-${nextReportPhotoId}`,
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
    for (const photo of state.photos) if (photo.id === id) URL.revokeObjectURL(photo.preview);
    dispatch({ type: 'removed', id });
  };

  /** Uploads every picked photo to the report; the first one becomes its primary photo. */
  const uploadTo = async (reportId: number): Promise<ReportPhotoOutcome> => {
    const queue = latest.current.filter((photo) => photo.status !== 'uploaded');
    const outcome: ReportPhotoOutcome = {
      total: queue.length,
      uploaded: [],
      failed: 0,
      failedStatus: null,
    };
    for (const [index, pending] of queue.entries()) {
      dispatch({ type: 'started', id: pending.id });
      try {
        const photo = await uploadPhoto({
          contentType: 'report',
          objectId: reportId,
          file: pending.file,
          caption: pending.caption.trim() || reportPhotoCaption(index + 1),
          isPrimary: outcome.uploaded.length === 0,
          onProgress: (progress) => dispatch({ type: 'progressed', id: pending.id, progress }),
        });
        outcome.uploaded.push(photo);
        dispatch({ type: 'uploaded', id: pending.id, photo });
      } catch (error) {
        console.error(`Photo upload of ${pending.file.name} to report ${reportId} failed`, error);
        outcome.failed += 1;
        outcome.failedStatus = statusOf(error);
        dispatch({ type: 'failed', id: pending.id, error: errorMessage(error) });
      }
    }
    return outcome;
  };

  return {
    photos: state.photos,
    refused: state.refused,
    overflow: state.overflow,
    addFiles,
    removePhoto,
    setCaption: (id: string, caption: string) => dispatch({ type: 'captioned', id, caption }),
    dismissNotes: () => dispatch({ type: 'dismissedNotes' }),
    uploadTo,
  };
}

export type ReportPhotos = ReturnType<typeof useReportPhotos>;
