import { z } from 'zod';
import { BIRD_GENDERS } from '../bird-constants.js';
import { calendarDateSchema } from '../input.js';
import { SPECIES_VALUES } from '../species-constants.js';
import { speciesGroup } from './groups.js';
import {
  BAG_GROUPS,
  FLYWAYS,
  REGULATION_FORMAT,
  REGULATION_LIMITS,
  REGULATION_MESSAGES,
} from './constants.js';

const isoDate = calendarDateSchema(REGULATION_MESSAGES.dateInvalid);
const text = (max: number) =>
  z
    .string({ error: REGULATION_MESSAGES.textRequired })
    .trim()
    .min(1, REGULATION_MESSAGES.textRequired)
    .max(max);

/** Where a number comes from: the document, its citation (e.g. "84 FR 42996") and its date. */
export const regulationSourceSchema = z.object(
  {
    document: text(REGULATION_LIMITS.textMax),
    citation: text(REGULATION_LIMITS.textMax),
    published: isoDate,
    section: text(REGULATION_LIMITS.textMax).optional(),
  },
  { error: REGULATION_MESSAGES.sourceRequired },
);
export type RegulationSource = z.infer<typeof regulationSourceSchema>;

const daily = z
  .number({ error: REGULATION_MESSAGES.dailyRange })
  .int(REGULATION_MESSAGES.dailyRange)
  .min(0, REGULATION_MESSAGES.dailyRange)
  .max(REGULATION_LIMITS.dailyMax, REGULATION_MESSAGES.dailyRange);

/** A daily bag of one group; its source, when absent, is the file's own. */
export const bagLimitSchema = z.object({ daily, source: regulationSourceSchema.optional() });

/** A species or sex sub-limit inside a bag: "no more than 2 hen mallards". */
export const speciesLimitSchema = z.object({
  id: z.string().regex(/^[a-z0-9_]{1,40}$/, 'A limit id is 1-40 lowercase letters, digits or _'),
  label: text(REGULATION_LIMITS.labelMax),
  group: z.enum(BAG_GROUPS),
  species: z.array(z.enum(SPECIES_VALUES, { error: REGULATION_MESSAGES.speciesUnknown })).min(1),
  /** null counts both sexes. */
  sex: z.enum(BIRD_GENDERS).nullable().default(null),
  daily,
  source: regulationSourceSchema.optional(),
});
export type SpeciesLimit = z.infer<typeof speciesLimitSchema>;

const minutes = z.number().int().min(0).max(120);

/** Shooting hours: minutes before sunrise to minutes after sunset, with the exceptions the rule names. */
export const shootingHoursRuleSchema = z.object({
  before_sunrise_minutes: minutes,
  after_sunset_minutes: minutes,
  source: regulationSourceSchema.optional(),
  exceptions: z
    .array(
      z.object({
        description: text(REGULATION_LIMITS.textMax),
        before_sunrise_minutes: minutes,
        after_sunset_minutes: minutes,
        source: regulationSourceSchema.optional(),
      }),
    )
    .max(REGULATION_LIMITS.exceptionsMax)
    .default([]),
});

export const seasonDatesSchema = z
  .object({
    group: z.enum(BAG_GROUPS),
    opens: isoDate,
    closes: isoDate,
    label: text(REGULATION_LIMITS.labelMax).optional(),
  })
  .refine((season) => season.opens <= season.closes, {
    message: REGULATION_MESSAGES.seasonDatesOrder,
    path: ['closes'],
  });
export type SeasonDates = z.infer<typeof seasonDatesSchema>;

/**
 * One set of waterfowl regulations: the federal framework of a flyway, or a state's (or zone's)
 * own numbers the hunter imports in the same format. Every number carries a source, its own or
 * the set's.
 */
export const regulationSetSchema = z
  .object({
    format: z.literal(REGULATION_FORMAT, { error: REGULATION_MESSAGES.formatInvalid }),
    season: z.string().regex(/^\d{4}-\d{2}$/, REGULATION_MESSAGES.seasonInvalid),
    flyway: z.enum(FLYWAYS),
    state: z
      .string()
      .regex(/^[A-Z]{2}$/, REGULATION_MESSAGES.stateInvalid)
      .nullable()
      .default(null),
    zone: z
      .string()
      .trim()
      .max(REGULATION_LIMITS.zoneMax, REGULATION_MESSAGES.zoneTooLong)
      .nullable()
      .default(null),
    source: regulationSourceSchema,
    duck_bag: bagLimitSchema,
    /** null where the framework leaves goose bags to each population's own rule. */
    goose_bag: bagLimitSchema.nullable().default(null),
    limits: z.array(speciesLimitSchema).max(REGULATION_LIMITS.limitsMax),
    possession: z.object({
      multiple_of_daily: z.number().int().min(1).max(10),
      source: regulationSourceSchema.optional(),
    }),
    shooting_hours: shootingHoursRuleSchema,
    seasons: z.array(seasonDatesSchema).max(REGULATION_LIMITS.seasonsMax).default([]),
  })
  .superRefine((set, context) => {
    const ids = new Set<string>();
    set.limits.forEach((limit, index) => {
      if (ids.has(limit.id)) {
        context.addIssue({
          code: 'custom',
          path: ['limits', index, 'id'],
          message: REGULATION_MESSAGES.limitIdsUnique,
        });
      }
      ids.add(limit.id);
      if (limit.species.some((species) => speciesGroup(species) !== limit.group)) {
        context.addIssue({
          code: 'custom',
          path: ['limits', index, 'species'],
          message: REGULATION_MESSAGES.limitSpeciesGroup,
        });
      }
      const bag = limit.group === 'ducks' ? set.duck_bag : set.goose_bag;
      if (bag && limit.daily > bag.daily) {
        context.addIssue({
          code: 'custom',
          path: ['limits', index, 'daily'],
          message: REGULATION_MESSAGES.limitOverBag,
        });
      }
    });
  });
export type RegulationSetInput = z.input<typeof regulationSetSchema>;
export type RegulationSet = z.output<typeof regulationSetSchema>;
