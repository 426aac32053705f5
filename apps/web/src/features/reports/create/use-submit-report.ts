import type { UseFormSetError } from 'react-hook-form';
import {
  OUTBOX_MESSAGES,
  REPORT_PHOTO_FAILURE_TOAST_MS,
  REPORT_TOASTS,
  missingCriticalDataMessage,
  photoUploadFailedCountMessage,
  type Report,
} from '@marshlog/domain';
import { ApiError } from '../../../api';
import { useToast } from '../../../ui';
import type { PendingPhotos } from '../../photos';
import { useCreateReport, useRefreshReport } from '../api';
import {
  createPayload,
  REPORT_FORM_FIELDS,
  type ReportFormInput,
  type ReportFormValues,
} from './report-form';
import type { ReportModalState } from './report-modal-state';

/** The server's detail for a refused report; the seed's default when there is none, or no answer. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.detail) return error.detail;
  return REPORT_TOASTS.creationFailedDefault;
}

/** Puts the server's field messages under their fields, where it named any. */
function placeFieldErrors(error: unknown, setError: UseFormSetError<ReportFormInput>) {
  if (!(error instanceof ApiError)) return;
  for (const field of REPORT_FORM_FIELDS) {
    const message = error.fieldError(field);
    if (message) setError(field, { type: 'server', message });
  }
}

/**
 * Saves the report, then uploads its photos, moving the modal through submitting to created,
 * with every toast of the seed's report creation catalogue (seed 000 section 8).
 */
export function useSubmitReport({
  photos,
  onState,
  onCreated,
}: {
  photos: PendingPhotos;
  onState: (state: ReportModalState) => void;
  onCreated?: (report: Report) => void;
}) {
  const create = useCreateReport();
  const refreshReports = useRefreshReport();
  const toast = useToast();

  const failed = (description: string) => {
    toast.error(REPORT_TOASTS.creationFailedTitle, { description });
    onState({ state: 'open' });
  };
  const photosFailed = (description: string) => {
    toast.warning(REPORT_TOASTS.photoFailedTitle, {
      description,
      duration: REPORT_PHOTO_FAILURE_TOAST_MS,
    });
    onState({ state: 'created', partial: true });
  };

  return async (values: ReportFormValues, setError: UseFormSetError<ReportFormInput>) => {
    onState({ state: 'submitting', step: 'saving' });
    const chosen = photos.handOver();
    let answer;
    try {
      answer = await create.mutateAsync({ report: createPayload(values), photos: chosen });
    } catch (error) {
      console.error('Report creation failed', error);
      placeFieldErrors(error, setError);
      failed(failureText(error));
      return;
    }
    const hasPhotos = chosen.length > 0;
    switch (answer.kind) {
      case 'queued':
        toast.info(OUTBOX_MESSAGES.queuedTitle, { description: OUTBOX_MESSAGES.queuedBody });
        return onState({ state: 'created', partial: false, queued: true });
      case 'unexpected':
        return failed(REPORT_TOASTS.unexpectedFormat);
      case 'missing':
        return failed(missingCriticalDataMessage(answer.field));
      case 'no-id':
        // Saved, but with nothing to attach photos to; without photos it cannot even be opened.
        return hasPhotos
          ? photosFailed(REPORT_TOASTS.photoFailedSystemError)
          : failed(missingCriticalDataMessage('id'));
      case 'report': {
        const { report } = answer;
        if (hasPhotos) {
          onState({ state: 'submitting', step: 'uploading' });
          const outcome = await photos.upload({
            contentType: 'report',
            objectId: report.id,
            hasPrimary: false,
          });
          // Its photo_count has changed since the server answered.
          if (outcome.uploaded.length > 0) void refreshReports();
          if (outcome.failed > 0) {
            photosFailed(
              photoUploadFailedCountMessage(
                outcome.failed,
                outcome.total,
                outcome.failedStatus ?? 0,
              ),
            );
            onCreated?.(report);
            return;
          }
        }
        toast.success(REPORT_TOASTS.successTitle, { description: REPORT_TOASTS.successBody });
        onState({ state: 'created', partial: false });
        onCreated?.(report);
      }
    }
  };
}
