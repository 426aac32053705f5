import { useWatch } from 'react-hook-form';
import { expandBirdEntry, type BirdEntry } from '@marshlog/domain';
import type { HuntForm } from '../hunts/hunt-form';
import { BagLimitsPanel } from './BagLimitsPanel';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The limits panel of the hunt form: the date as typed, and the birds about to be saved. */
export function HuntFormLimits({
  form,
  entries,
}: {
  form: HuntForm;
  entries: readonly BirdEntry[];
}) {
  const date = useWatch({ control: form.control, name: 'date_of_hunt' });
  const birds = entries
    .flatMap(expandBirdEntry)
    .map(({ species, gender }) => ({ species, gender }));
  return (
    <BagLimitsPanel
      date={typeof date === 'string' && ISO_DATE.test(date) ? date : null}
      birds={birds}
    />
  );
}
