import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { locationDisplayName, type Location } from '@marshlog/domain';
import { Select } from '../../../ui';
import { useLocation } from '../../locations/api';
import { useLocationChoices } from '../../locations/location-choices';
import type { HuntForm } from '../hunt-form';

const NO_PLACE = '';

/**
 * Which saved location the hunt was at: the hunter's own spots and those shared with them. Picking
 * one fills in its coordinates, which stay editable ("Use my location" or typing still works).
 */
export function LocationPicker({ form }: { form: HuntForm }) {
  const choices = useLocationChoices();
  const picked = useWatch({ control: form.control, name: 'location' }) ?? null;
  const listed = [...choices.mine, ...choices.shared];
  const pickedElsewhere =
    picked !== null && !choices.isPending && !listed.some((place) => place.id === picked);
  // A place picked before (a friend's spot, a link from a location page) but in neither list.
  const other = useLocation(pickedElsewhere ? picked : 0, { enabled: pickedElsewhere });

  const choose = (value: string) => {
    const place = [...listed, ...(other.data ? [other.data] : [])].find(
      (candidate) => String(candidate.id) === value,
    );
    const { setValue } = form;
    setValue('location', place ? place.id : null, { shouldDirty: true });
    if (!place) return;
    setValue('latitude', place.latitude, { shouldValidate: true, shouldDirty: true });
    setValue('longitude', place.longitude, { shouldValidate: true, shouldDirty: true });
  };

  const empty = !choices.isPending && listed.length === 0 && !pickedElsewhere;
  return (
    <div className="flex flex-col gap-1.5">
      <Select
        label="Saved location"
        optional
        value={picked === null ? NO_PLACE : String(picked)}
        onChange={(event) => choose(event.target.value)}
        disabled={choices.isPending}
        error={form.formState.errors.location?.message}
        hint={
          choices.isPending
            ? 'Loading your locations...'
            : choices.isError
              ? 'Your saved locations could not be loaded; type the coordinates instead.'
              : 'Pick one of your spots to fill in its coordinates.'
        }
      >
        <option value={NO_PLACE}>Not at a saved location</option>
        <PlaceGroup label="Your locations" places={choices.mine} />
        <PlaceGroup label="Shared with you" places={choices.shared} />
        {pickedElsewhere && other.data ? (
          <option value={String(other.data.id)}>{locationDisplayName(other.data.name)}</option>
        ) : null}
      </Select>
      {empty ? (
        <p className="text-sm text-ink-muted">
          No saved spots yet.{' '}
          <Link
            to="/locations/create"
            className="font-medium text-accent-strong underline-offset-2 hover:underline"
          >
            Save your first spot
          </Link>{' '}
          to pick it here next time.
        </p>
      ) : null}
    </div>
  );
}

function PlaceGroup({ label, places }: { label: string; places: Location[] }) {
  if (places.length === 0) return null;
  return (
    <optgroup label={label}>
      {places.map((place) => (
        <option key={place.id} value={String(place.id)}>
          {locationDisplayName(place.name)}
        </option>
      ))}
    </optgroup>
  );
}
