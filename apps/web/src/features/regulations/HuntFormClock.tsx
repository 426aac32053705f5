import type { HuntForm } from '../hunts/hunt-form';
import { useHuntFormPlace } from './HuntFormLimits';
import { LegalClockCard } from './LegalClockCard';

/** The hunt form's legal clock, for the date and place as typed. */
export function HuntFormClock({ form }: { form: HuntForm }) {
  return <LegalClockCard {...useHuntFormPlace(form)} />;
}
