import { SPECIES_CATEGORIES, SPECIES_CATEGORY_LABELS, speciesInCategory } from '@marshlog/domain';
import { controlClasses, cx, Field } from '../../../ui';

/** Every species of the catalogue, grouped by category, with "All species" first. */
export function SpeciesFilterSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (species: string) => void;
}) {
  return (
    <Field label="Species">
      {(control) => (
        <div className="relative">
          <select
            {...control}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={cx(controlClasses, 'min-h-11 appearance-none pr-10')}
          >
            <option value="">All species</option>
            {SPECIES_CATEGORIES.map((category) => (
              <optgroup key={category} label={SPECIES_CATEGORY_LABELS[category]}>
                {speciesInCategory(category).map((species) => (
                  <option key={species.value} value={species.value}>
                    {species.label}
                  </option>
                ))}
              </optgroup>
            ))}
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
