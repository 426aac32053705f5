import { z } from 'zod';
import { BIRD_GENDERS } from '../bird-constants.js';
import { calendarDateSchema } from '../input.js';
import { jsonRecordIdSchema, recordIdSchema } from '../pagination.js';
import { FLYWAYS, REGULATION_LIMITS, REGULATION_MESSAGES, type Flyway } from './constants.js';
import { regulationSetSchema } from './format.js';
import { waterfowlState } from './states.js';

/** The hunter's pick in the profile: state, zone, and the flyway where the state lies in two. */
export const regulationChoiceSchema = z
  .object({
    state: z
      .string({ error: REGULATION_MESSAGES.stateInvalid })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, REGULATION_MESSAGES.stateInvalid)
      .refine((code) => waterfowlState(code) !== undefined, REGULATION_MESSAGES.stateUnknown),
    zone: z
      .string()
      .trim()
      .max(REGULATION_LIMITS.zoneMax, REGULATION_MESSAGES.zoneTooLong)
      .default(''),
    flyway: z.enum(FLYWAYS).nullable().default(null),
  })
  .transform((choice, context) => {
    const flyways: readonly Flyway[] = waterfowlState(choice.state)?.flyways ?? [];
    if (flyways.length > 1 && choice.flyway === null) {
      context.addIssue({
        code: 'custom',
        path: ['flyway'],
        message: REGULATION_MESSAGES.flywayRequired,
      });
      return z.NEVER;
    }
    if (choice.flyway !== null && !flyways.includes(choice.flyway)) {
      context.addIssue({
        code: 'custom',
        path: ['flyway'],
        message: REGULATION_MESSAGES.flywayNotInState,
      });
      return z.NEVER;
    }
    // A one-flyway state keeps no flyway of its own: the state decides it.
    return { ...choice, flyway: flyways.length > 1 ? choice.flyway : null };
  });
export type RegulationChoiceInput = z.input<typeof regulationChoiceSchema>;

export const HUNTER_REGULATION_STATUSES = [
  'unknown_state',
  'flyway_needed',
  'federal',
  'state',
] as const;

/** GET/PUT /api/regulations/me/: what the hunter picked and the set that applies, or why none does. */
export const hunterRegulationsSchema = z.object({
  state: z.string().nullable(),
  state_name: z.string().nullable(),
  zone: z.string(),
  flyway: z.enum(FLYWAYS).nullable(),
  status: z.enum(HUNTER_REGULATION_STATUSES),
  regulations: regulationSetSchema.nullable(),
  state_rules: regulationSetSchema.nullable(),
  notice: z.string(),
});
export type HunterRegulationsAnswer = z.infer<typeof hunterRegulationsSchema>;

/** The federal framework of every flyway. */
export const frameworkSchema = z.object({
  season: z.string(),
  notice: z.string(),
  flyways: z.array(regulationSetSchema),
});

export const bagTallyQuerySchema = z.object({
  date: calendarDateSchema(REGULATION_MESSAGES.dateInvalid),
  /** The hunt being edited: its birds are on the screen already. */
  exclude_hunt: recordIdSchema.optional(),
});

/** One of the hunter's own birds as the tallies count it. */
export const tallyBirdSchema = z.object({
  id: z.number().int().positive(),
  hunt_id: z.number().int().positive(),
  date_of_hunt: z.string(),
  species: z.string(),
  gender: z.enum(BIRD_GENDERS),
});
export type TallyBird = z.infer<typeof tallyBirdSchema>;

/** GET /api/regulations/tally/: the hunter's birds of that day, and those in possession on it. */
export const bagTallySchema = z.object({
  date: z.string(),
  day: z.array(tallyBirdSchema),
  possession: z.array(tallyBirdSchema),
});
export type BagTally = z.infer<typeof bagTallySchema>;

/** POST /api/regulations/possession/: birds out of possession from a day on, or back in (null). */
export const possessionReleaseSchema = z.object({
  bird_ids: z
    .array(jsonRecordIdSchema, { error: REGULATION_MESSAGES.birdIdsRequired })
    .min(1, REGULATION_MESSAGES.birdIdsRequired)
    .max(100),
  out_of_possession_on: calendarDateSchema(REGULATION_MESSAGES.dateInvalid).nullable(),
});
