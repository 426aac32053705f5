import { useId, type ReactNode } from 'react';
import { cx } from './cx';

export interface FieldCounter {
  count: number;
  max: number;
}

export interface FieldProps {
  label: ReactNode;
  /** The message under the field; marks the control invalid. */
  error?: string;
  hint?: ReactNode;
  /** Shows "count/max" beside the label, red once over. */
  counter?: FieldCounter;
  /** Marks the label "(optional)". */
  optional?: boolean;
  /** The id given to the control; generated when omitted. */
  id?: string;
}

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, hint, counter and error around one form control, wired for screen readers. */
export function Field({
  label,
  error,
  hint,
  counter,
  optional,
  id,
  children,
}: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const counterId = counter ? `${controlId}-counter` : undefined;
  const describedBy = [errorId, hintId, counterId].filter(Boolean).join(' ') || undefined;
  const over = counter ? counter.count > counter.max : false;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={controlId} className="font-medium text-ink">
          {label}
          {optional ? <span className="ml-1 font-normal text-ink-faint">(optional)</span> : null}
        </label>
        {counter ? (
          <span
            id={counterId}
            className={cx('text-sm tabular-nums', over ? 'text-danger' : 'text-ink-faint')}
          >
            {counter.count}/{counter.max}
          </span>
        ) : null}
      </div>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-sm text-ink-faint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The look shared by inputs, text areas and selects. */
export const controlClasses = cx(
  'w-full rounded-lg border border-line-strong bg-surface px-3 text-ink placeholder:text-ink-faint',
  'hover:border-ink-faint focus-visible:border-accent',
  'aria-invalid:border-danger disabled:opacity-60 read-only:bg-canvas read-only:text-ink-muted',
);
