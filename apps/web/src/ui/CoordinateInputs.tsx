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
        placeholder="39.3173"
        hint="-90 to 90"
        {...inputProps}
        {...latitude}
      />
      <TextField
        label="Longitude"
        placeholder="-121.7955"
        hint="-180 to 180"
        {...inputProps}
        {...longitude}
      />
    </>
  );
}
