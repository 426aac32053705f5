import type { InputHTMLAttributes } from 'react';
import { TextField, type TextFieldProps } from './TextField';

type CoordinateInput = Omit<TextFieldProps, 'label' | 'placeholder' | 'hint'>;

/** Latitude and longitude boxes in degrees, with their ranges; spread `register(...)` and the error into each. */
export function CoordinateInputs({
  latitude,
  longitude,
  inputProps,
}: {
  latitude: CoordinateInput;
  longitude: CoordinateInput;
  /** Attributes both boxes share, e.g. `inputMode`. */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <>
      <TextField
        label="Latitude"
        placeholder="e.g. 39.31"
        hint="-90 to 90"
        {...inputProps}
        {...latitude}
      />
      <TextField
        label="Longitude"
        placeholder="e.g. -121.79"
        hint="-180 to 180"
        {...inputProps}
        {...longitude}
      />
    </>
  );
}
