import { useCallback } from 'react';
import type { Coordinates } from '@marshlog/domain';
import { Button, TextField } from '../../../ui';
import { coordinateFromInput, type HuntForm } from '../hunt-form';
import { useCurrentPosition } from '../use-current-position';

const crosshair = (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="size-5"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
  >
    <circle cx="12" cy="12" r="6.5" />
    <circle cx="12" cy="12" r="1.6" fill="currentColor" />
    <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3" />
  </svg>
);

/** Latitude and longitude in degrees, typed or taken from the device ("Use my location"). */
export function CoordinateFields({ form }: { form: HuntForm }) {
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
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1.5 font-medium text-ink">Place</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Latitude"
          autoComplete="off"
          spellCheck={false}
          placeholder="39.3173"
          hint="-90 to 90"
          error={errors.latitude?.message}
          {...form.register('latitude', { setValueAs: coordinateFromInput })}
        />
        <TextField
          label="Longitude"
          autoComplete="off"
          spellCheck={false}
          placeholder="-121.7955"
          hint="-180 to 180"
          error={errors.longitude?.message}
          {...form.register('longitude', { setValueAs: coordinateFromInput })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          icon={crosshair}
          onClick={locate}
          loading={state.status === 'locating'}
          loadingText="Finding you..."
        >
          Use my location
        </Button>
        <div aria-live="polite" className="min-w-0 text-sm">
          {state.status === 'found' ? (
            <span className="text-success">
              {state.accuracyMeters >= 1
                ? `Location found, accurate to about ${state.accuracyMeters} m.`
                : 'Location found.'}
            </span>
          ) : null}
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
