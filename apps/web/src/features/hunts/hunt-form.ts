import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { PrivacyLevel } from '@marshlog/domain';
import type { huntFormSchema } from './hunt-form-schemas';

export type HuntFormInput = z.input<typeof huntFormSchema>;
export type HuntFormValues = z.output<typeof huntFormSchema>;
export type HuntForm = UseFormReturn<HuntFormInput, unknown, HuntFormValues>;

/** The hunt's own fields, which a server error may name, so it lands under the right input. */
export const HUNT_FORM_FIELDS = [
  'date_of_hunt',
  'latitude',
  'longitude',
  'privacy_level',
  'notes',
  'weather_conditions',
  'temperature',
  'wind_speed',
  'wind_direction',
  'weather',
  'location',
  'shells_fired',
  'birds_lost',
] as const satisfies readonly (keyof HuntFormInput)[];

export const PRIVACY_DESCRIPTIONS: Record<PrivacyLevel, string> = {
  private: 'Only you can see this hunt.',
  friends: 'You and your friends can see this hunt.',
  public: 'Anyone can see this hunt.',
};
