import { useId, type ReactNode } from 'react';
import { cx } from '../../../ui';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

/** A row of pill-shaped radio buttons under a legend: few choices, all visible, one tap each. */
export function ChoiceGroup<T extends string>({
  legend,
  choices,
  value,
  onChange,
  hint,
  error,
  name,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  hint?: ReactNode;
  /** A message from the server about this choice. */
  error?: string;
  name?: string;
}) {
  const generated = useId();
  const groupName = name ?? generated;
  const hintId = hint || error ? `${groupName}-hint` : undefined;
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" aria-describedby={hintId}>
      <legend className="mb-1.5 font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cx(
              'relative inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 font-medium transition-colors',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-strong',
              value === choice.value
                ? 'border-accent bg-accent/15 text-accent-strong'
                : 'border-line-strong text-ink-muted hover:border-ink-faint hover:text-ink',
            )}
          >
            <input
              type="radio"
              className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-full opacity-0"
              name={groupName}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={hintId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-sm text-ink-faint">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
