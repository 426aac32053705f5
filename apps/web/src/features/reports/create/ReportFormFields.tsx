import { useWatch, type UseFormReturn } from 'react-hook-form';
import { REPORT_CONTENT_MAX_LENGTH } from '@marshlog/domain';
import { TextArea, TextField } from '../../../ui';
import { PlaceFieldset } from '../../map/place/PlaceFieldset';
import type { ReportFormInput, ReportFormValues } from './report-form';

/**
 * A report's own fields as the Create Report form asks for them: title, location name, date,
 * content (n/500) and the place. Shared by the modal and the form of a report waiting to sync.
 */
export function ReportFormFields({
  form,
  locked,
}: {
  form: UseFormReturn<ReportFormInput, unknown, ReportFormValues>;
  locked: boolean;
}) {
  const { errors } = form.formState;
  const content = useWatch({ control: form.control, name: 'content' }) ?? '';
  return (
    <>
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
    </>
  );
}
