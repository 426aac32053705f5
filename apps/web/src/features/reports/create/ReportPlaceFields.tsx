import { useCallback } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Coordinates } from '@marshlog/domain';
import { coordinateFromInput } from '../../../lib/coordinate-input';
import { Button, CoordinateInputs, Icon } from '../../../ui';
import { useCurrentPosition } from '../../hunts/use-current-position';
import type { ReportFormInput, ReportFormValues } from './report-form';

/** Where the report is about: prefilled from a map point, typed, or the device's ("Use my location"). */
export function ReportPlaceFields({
  form,
  disabled,
}: {
  form: UseFormReturn<ReportFormInput, unknown, ReportFormValues>;
  disabled: boolean;
}) {
  const { errors } = form.formState;
  const { setValue } = form;
  const place = useCallback(
    ({ latitude, longitude }: Coordinates) => {
      setValue('latitude', latitude, { shouldValidate: true, shouldDirty: true });
      setValue('longitude', longitude, { shouldValidate: true, shouldDirty: true });
    },
    [setValue],
  );
  const { state, locate } = useCurrentPosition(place);

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" disabled={disabled}>
      <legend className="mb-1.5 font-medium text-ink">Where</legend>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <CoordinateInputs
          inputProps={{ inputMode: 'decimal', autoComplete: 'off', spellCheck: false }}
          latitude={{
            error: errors.latitude?.message,
            ...form.register('latitude', { setValueAs: coordinateFromInput }),
          }}
          longitude={{
            error: errors.longitude?.message,
            ...form.register('longitude', { setValueAs: coordinateFromInput }),
          }}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="crosshair" className="size-5" strokeWidth={1.8} />}
          onClick={locate}
          loading={state.status === 'locating'}
          loadingText="Finding you..."
        >
          Use my location
        </Button>
        <div aria-live="polite" className="min-w-0 text-sm">
          {state.status === 'found' ? <span className="text-success">Location found.</span> : null}
          {state.status === 'failed' ? (
            <span role="alert" className="font-medium text-danger">
              {state.message}
            </span>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
