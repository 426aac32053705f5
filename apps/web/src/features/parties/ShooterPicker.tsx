import { SHOOTER_TEXT } from '@marshlog/domain';
import { cx } from '../../ui';
import type { ShooterChoice } from './shooters';

/**
 * Whose bird the next one is: "Me" until the hunter taps a party member, one tap each. Bird
 * entry stays as fast as ever; the choice holds for the birds that follow.
 */
export function ShooterPicker({
  choices,
  shooter,
  onChange,
}: {
  choices: readonly ShooterChoice[];
  shooter: number | null;
  onChange: (shooter: number | null) => void;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink-muted">{SHOOTER_TEXT.legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const chosen = choice.id === shooter;
          return (
            <button
              key={choice.id ?? 'me'}
              type="button"
              aria-pressed={chosen}
              onClick={() => onChange(choice.id)}
              className={cx(
                'min-h-11 max-w-full truncate rounded-full border px-4 text-sm font-medium',
                chosen
                  ? 'border-accent bg-accent/15 text-accent-strong'
                  : 'border-line-strong text-ink-muted hover:bg-raised',
              )}
            >
              {choice.name}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
