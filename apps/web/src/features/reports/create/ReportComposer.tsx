import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import {
  REPORT_CONTENT_MAX_LENGTH,
  REPORT_MESSAGES,
  type Coordinates,
  type Report,
} from '@marshlog/domain';
import { TextArea, TextField, useToast } from '../../../ui';
import { PlaceFieldset } from '../../map/place/PlaceFieldset';
import { reportFormResolver } from '../schemas';
import { ReportPhotosField } from './ReportPhotosField';
import { ReportPrivacyField } from './ReportPrivacyField';
import { emptyReportForm, type ReportFormInput, type ReportFormValues } from './report-form';
import type { ReportModalState } from './report-modal-state';
import { useReportPhotos } from './use-report-photos';
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
  const photos = useReportPhotos();
  const submit = useSubmitReport({ photos, onState, onCreated });
  const toast = useToast();
  const { errors } = form.formState;
  const content = useWatch({ control: form.control, name: 'content' }) ?? '';
  const locked = modal.state !== 'open';
  const hasDraft = form.formState.isDirty || photos.photos.length > 0;
  useEffect(() => onDraftChange(hasDraft), [hasDraft, onDraftChange]);

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
      <fieldset disabled={locked} className="flex min-w-0 flex-col gap-5">
        <TextField
          label="Report Title"
          placeholder="Teal pouring into the north pond"
          autoComplete="off"
          error={errors.title?.message}
          {...form.register('title')}
        />
        <div className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <TextField
            label="Location Name"
            optional
            placeholder="e.g. Sacramento NWR, pond 7"
            autoComplete="off"
            error={errors.location_name?.message}
            {...form.register('location_name')}
          />
          <TextField
            label="Report date"
            type="date"
            error={errors.report_date?.message}
            {...form.register('report_date')}
          />
        </div>
        <TextArea
          label="Report Content"
          rows={5}
          placeholder="What the birds did, when and where they worked, how the water looked..."
          counter={{ count: content.length, max: REPORT_CONTENT_MAX_LENGTH }}
          error={errors.content?.message}
          {...form.register('content')}
        />
      </fieldset>
      <PlaceFieldset
        kind="report"
        savedSpots
        form={form}
        legend="Where"
        layout="paired"
        inputProps={{ inputMode: 'decimal', autoComplete: 'off', spellCheck: false }}
        disabled={locked}
        showAccuracy={false}
      />
      <ReportPhotosField photos={photos} locked={locked} />
      <ReportPrivacyField form={form} disabled={locked} />
    </form>
  );
}
