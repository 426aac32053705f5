import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { huntCreateSchema, type PrivacyLevel } from '@marshlog/domain';

/** The hunt's own fields, as the create form and the edit dialog ask for them. */
export const huntFormSchema = huntCreateSchema.pick({
  date_of_hunt: true,
  latitude: true,
  longitude: true,
  privacy_level: true,
  notes: true,
});
export type HuntFormInput = z.input<typeof huntFormSchema>;
export type HuntFormValues = z.output<typeof huntFormSchema>;
export type HuntForm = UseFormReturn<HuntFormInput, unknown, HuntFormValues>;

/** The fields a server error may name, so it lands under the right input. */
export const HUNT_FORM_FIELDS = huntFormSchema.keyof().options;

export const PRIVACY_DESCRIPTIONS: Record<PrivacyLevel, string> = {
  private: 'Only you can see this hunt.',
  friends: 'You and your friends can see this hunt.',
  public: 'Anyone can see this hunt.',
};
