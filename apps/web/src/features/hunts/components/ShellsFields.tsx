import { HUNT_LIMITS } from '@marshlog/domain';
import { TextField } from '../../../ui';
import type { HuntForm } from '../hunt-form';

/** A blank count is "not recorded" (null), which the season summary keeps apart from zero. */
const countOrNull = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return null;
  return typeof value === 'number' ? value : Number(value);
};

/** Shells fired and birds downed but lost: optional, for the federal harvest survey. */
export function ShellsFields({ form }: { form: HuntForm }) {
  const { errors } = form.formState;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-ink">For the harvest survey</legend>
      <p className="text-xs text-ink-muted">
        Optional. Leave blank if you did not count; your season summary adds them up.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Shells fired"
          optional
          type="number"
          inputMode="numeric"
          min={0}
          max={HUNT_LIMITS.shellsFiredMax}
          step={1}
          error={errors.shells_fired?.message}
          {...form.register('shells_fired', { setValueAs: countOrNull })}
        />
        <TextField
          label="Birds downed but lost"
          optional
          type="number"
          inputMode="numeric"
          min={0}
          max={HUNT_LIMITS.birdsLostMax}
          step={1}
          error={errors.birds_lost?.message}
          {...form.register('birds_lost', { setValueAs: countOrNull })}
        />
      </div>
    </fieldset>
  );
}
