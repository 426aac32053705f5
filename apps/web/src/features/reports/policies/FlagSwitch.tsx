import { useId } from 'react';
import { cx } from '../../../ui';

/** An on/off setting as a labelled switch, with a line saying what "on" means. */
export function FlagSwitch({
  label,
  hint,
  checked,
  onChange,
  disabled = false,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex min-h-12 items-center justify-between gap-4 rounded-lg border border-line px-3 py-2">
      <div className="min-w-0">
        <p id={labelId} className="font-medium text-ink">
          {label}
        </p>
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cx(
          'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border transition-colors disabled:opacity-60',
          checked ? 'border-accent bg-accent' : 'border-line-strong bg-raised',
        )}
      >
        <span
          aria-hidden="true"
          className={cx(
            'inline-block size-6 rounded-full bg-ink shadow transition-transform',
            checked ? 'translate-x-7' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}
