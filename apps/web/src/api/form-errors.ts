import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './errors';

/** Where a server error that names no form field is shown: `formState.errors.root.server`. */
export const SERVER_ERROR_KEY = 'root.server';

/**
 * Puts the server's field errors (`{errors: {username: ["..."]}}`) on the matching form fields;
 * whatever names no known field becomes the form's `root.server` error.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  let placed = false;
  if (error instanceof ApiError) {
    for (const field of fields) {
      const message = error.fieldError(field);
      if (!message) continue;
      setError(field, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  if (!placed) setError(SERVER_ERROR_KEY, { type: 'server', message: errorMessage(error) });
}
