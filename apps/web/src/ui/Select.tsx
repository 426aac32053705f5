import type { Ref, SelectHTMLAttributes } from 'react';
import { controlClasses, Field, type FieldProps } from './Field';
import { cx } from './cx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    /** The choices; or pass `<option>`/`<optgroup>` children instead (e.g. grouped choices). */
    options?: readonly SelectOption[];
    /** A first, empty choice such as "Choose a species". */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

/** A labelled native select: the phone's own picker on touch screens. */
export function Select({
  label,
  error,
  hint,
  optional,
  id,
  className,
  options,
  placeholder,
  ref,
  children,
  ...select
}: SelectProps) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional} id={id}>
      {(control) => (
        <div className="relative">
          <select
            ref={ref}
            className={cx(controlClasses, 'min-h-11 appearance-none pr-10', className)}
            {...control}
            {...select}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options?.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
            {children}
          </select>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-muted"
            fill="currentColor"
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
        </div>
      )}
    </Field>
  );
}
