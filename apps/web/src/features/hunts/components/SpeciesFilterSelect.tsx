import { SPECIES_CATEGORIES, SPECIES_CATEGORY_LABELS, speciesInCategory } from '@marshlog/domain';
import { Select } from '../../../ui';

/** Every species of the catalogue, grouped by category, with "All species" first. */
export function SpeciesFilterSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (species: string) => void;
}) {
  return (
    <Select
      label="Species"
      placeholder="All species"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {SPECIES_CATEGORIES.map((category) => (
        <optgroup key={category} label={SPECIES_CATEGORY_LABELS[category]}>
          {speciesInCategory(category).map((species) => (
            <option key={species.value} value={species.value}>
              {species.label}
            </option>
          ))}
        </optgroup>
      ))}
    </Select>
  );
}
