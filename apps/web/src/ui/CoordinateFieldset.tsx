import { useCallback, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { validPoint, type Coordinates } from '@marshlog/domain';
import { coordinateFromInput } from '../lib/coordinate-input';
import { CoordinateInputs } from './CoordinateInputs';
import { UseMyLocation } from './UseMyLocation';
import { cx } from './cx';

type Coordinate = keyof Coordinates;

/** What the fieldset needs of a react-hook-form form with `latitude` and `longitude` in degrees. */
export interface CoordinateForm {
  register(
    name: Coordinate,
    options: { setValueAs: typeof coordinateFromInput },
  ): UseFormRegisterReturn<Coordinate>;
  setValue(
    name: Coordinate,
    value: number,
    options: { shouldValidate: boolean; shouldDirty: boolean },
  ): void;
  formState: { errors: Partial<Record<Coordinate, { message?: string }>> };
  watch(name: Coordinate): unknown;
}

/** What a map above the boxes gets: the place the boxes hold (null until both are valid) and a way to set it. */
export interface PlaceSlot {
  point: Coordinates | null;
  place: (coordinates: Coordinates) => void;
  disabled: boolean;
}

/**
 * How the boxes sit: `stacked` one above the other on a phone (the hunt form), `paired` side by
 * side at every width (the report composer), `roomy` stacked with the 20 px gaps of the location
 * form's other fields.
 */
export type CoordinateLayout = 'stacked' | 'paired' | 'roomy';

const LAYOUTS: Record<CoordinateLayout, { fieldset: string; legend: string; boxes: string }> = {
  stacked: { fieldset: 'gap-3', legend: 'mb-1.5', boxes: 'gap-4 sm:grid-cols-2' },
  paired: { fieldset: 'gap-3', legend: 'mb-1.5', boxes: 'grid-cols-2 gap-3 sm:gap-4' },
  roomy: { fieldset: 'gap-5', legend: 'mb-2', boxes: 'gap-5 sm:grid-cols-2' },
};

/** Latitude and longitude in degrees, typed or taken from the device ("Use my location"). */
export function CoordinateFieldset({
  form,
  legend,
  layout,
  inputProps,
  disabled,
  locateDisabled,
  showAccuracy,
  map,
}: {
  form: CoordinateForm;
  legend: string;
  layout: CoordinateLayout;
  /** Attributes both boxes share, e.g. `inputMode`. */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  /** Disables the whole fieldset, boxes and button. */
  disabled?: boolean;
  /** Disables only "Use my location", e.g. while the form is saving. */
  locateDisabled?: boolean;
  showAccuracy?: boolean;
  /** A map to place the point on (the boxes stay, as the keyboard and screen reader way in). */
  map?: (slot: PlaceSlot) => ReactNode;
}) {
  const { errors } = form.formState;
  const { setValue } = form;
  const placeHere = useCallback(
    ({ latitude, longitude }: Coordinates) => {
      setValue('latitude', latitude, { shouldValidate: true, shouldDirty: true });
      setValue('longitude', longitude, { shouldValidate: true, shouldDirty: true });
    },
    [setValue],
  );
  const style = LAYOUTS[layout];
  const point = validPoint(form.watch('longitude'), form.watch('latitude'));

  return (
    <fieldset className={cx('flex min-w-0 flex-col', style.fieldset)} disabled={disabled}>
      <legend className={cx('font-medium text-ink', style.legend)}>{legend}</legend>
      {map?.({ point, place: placeHere, disabled: disabled ?? false })}
      <div className={cx('grid', style.boxes)}>
        <CoordinateInputs
          inputProps={inputProps}
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
      <UseMyLocation onFound={placeHere} disabled={locateDisabled} showAccuracy={showAccuracy} />
    </fieldset>
  );
}
