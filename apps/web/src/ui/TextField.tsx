import type { InputHTMLAttributes, Ref } from 'react';
import { controlClasses, Field, type FieldProps } from './Field';
import { cx } from './cx';

export type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: Ref<HTMLInputElement> };

/** A labelled text input; spread react-hook-form's `register(...)` into it. */
export function TextField({
  label,
  error,
  hint,
  counter,
  optional,
  id,
  className,
  ref,
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} counter={counter} optional={optional} id={id}>
      {(control) => (
        <input
          ref={ref}
          className={cx(controlClasses, 'min-h-11', className)}
          {...control}
          {...input}
        />
      )}
    </Field>
  );
}
