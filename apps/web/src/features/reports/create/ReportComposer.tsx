import { useLayoutEffect, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { REPORT_MESSAGES, type Coordinates, type Report } from '@marshlog/domain';
import { useToast } from '../../../ui';
import { PendingPhotosField, usePendingPhotos } from '../../photos';
import { reportFormResolver } from '../schemas';
import { ReportFormFields } from './ReportFormFields';
import { ReportPrivacyField } from './ReportPrivacyField';
import { emptyReportForm, type ReportFormInput, type ReportFormValues } from './report-form';
import type { ReportModalState } from './report-modal-state';
import { NEW_REPORT_PHOTOS } from './report-photo-limits';
import { useSubmitReport } from './use-submit-report';

/** The first on-submit message for what is missing (seed 000 section 5), as a toast. */
function onSubmitProblem(values: ReportFormInput): string | null {
  if (!values.title?.trim()) return REPORT_MESSAGES.titleRequiredOnSubmit;
  if (!values.content?.trim()) return REPORT_MESSAGES.contentRequiredOnSubmit;
  if (!values.privacy) return REPORT_MESSAGES.privacyRequired;
  return null;
}

/**
 * The Create Report form: title, location name, content (n/500), date, place, photos and
 * privacy. It lives only while the modal is open, so each opening starts afresh.
 */
export function ReportComposer({
  formId,
  initialPoint,
  modal,
  onState,
  onCreated,
  onDraftChange,
}: {
  formId: string;
  initialPoint?: Coordinates;
  modal: ReportModalState;
  onState: (state: ReportModalState) => void;
  onCreated?: (report: Report) => void;
  /** Whether anything is written or picked, so closing first asks before discarding it. */
  onDraftChange: (hasDraft: boolean) => void;
}) {
  const [defaultValues] = useState(() => emptyReportForm(initialPoint));
  const form = useForm<ReportFormInput, unknown, ReportFormValues>({
    resolver: reportFormResolver,
    defaultValues,
    mode: 'onTouched',
  });
  const photos = usePendingPhotos(NEW_REPORT_PHOTOS);
  const submit = useSubmitReport({ photos, onState, onCreated });
  const toast = useToast();
  const locked = modal.state !== 'open';
  const hasDraft = form.formState.isDirty || photos.photos.length > 0;
  // Told in the same task as the keystroke: an Escape pressed right after typing must find the
  // draft already known, or the dialog closed without asking (a passive effect came too late).
  useLayoutEffect(() => onDraftChange(hasDraft), [hasDraft, onDraftChange]);

  const refused = (_errors: FieldErrors<ReportFormInput>) => {
    const problem = onSubmitProblem(form.getValues());
    if (problem) toast.error(problem);
  };

  return (
    <form
      id={formId}
      noValidate
      aria-label="Create report"
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit((values) => submit(values, form.setError), refused)}
    >
      <ReportFormFields form={form} locked={locked} />
      <PendingPhotosField photos={photos} legend="Report Photos" optional locked={locked} />
      <ReportPrivacyField form={form} disabled={locked} />
    </form>
  );
}
