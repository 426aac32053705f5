import { useWatch } from 'react-hook-form';
import { expandBirdEntry, type BirdEntry } from '@marshlog/domain';
import type { HuntForm } from '../hunts/hunt-form';
import { BagLimitsPanel } from './BagLimitsPanel';
import { OutsideHoursNotice } from './OutsideHoursNotice';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const coordinate = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The hunt form's date and place, as typed: what its clock and limits are counted for. */
export function useHuntFormPlace(form: HuntForm) {
  const [date, latitude, longitude] = useWatch({
    control: form.control,
    name: ['date_of_hunt', 'latitude', 'longitude'],
  });
  return {
    date: typeof date === 'string' && ISO_DATE.test(date) ? date : null,
    latitude: coordinate(latitude),
    longitude: coordinate(longitude),
  };
}

/** The limits panel of the hunt form, for the birds about to be saved, and their harvest times. */
export function HuntFormLimits({
  form,
  entries,
}: {
  form: HuntForm;
  entries: readonly BirdEntry[];
}) {
  const place = useHuntFormPlace(form);
  const birds = entries.flatMap(expandBirdEntry);
  return (
    <>
      <OutsideHoursNotice {...place} birds={birds} />
      <BagLimitsPanel
        date={place.date}
        birds={birds.map(({ species, gender }) => ({ species, gender }))}
      />
    </>
  );
}
