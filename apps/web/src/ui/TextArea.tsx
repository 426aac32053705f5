import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlClasses, Field, type FieldProps } from './Field';
import { cx } from './cx';

export type TextAreaProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line input, with an optional `counter={{count, max}}`. */
export function TextArea({
  label,
  error,
  hint,
  counter,
  optional,
  id,
  className,
  rows = 4,
  ref,
  ...textarea
}: TextAreaProps) {
  return (
    <Field label={label} error={error} hint={hint} counter={counter} optional={optional} id={id}>
      {(control) => (
        <textarea
          ref={ref}
          rows={rows}
          className={cx(controlClasses, 'py-2.5', className)}
          {...control}
          {...textarea}
        />
      )}
    </Field>
  );
}
