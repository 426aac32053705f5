import {
  REGULATION_MESSAGES,
  hunterRegulations,
  regulationSetSchema,
  stateFlyway,
  waterfowlState,
  FLYWAYS,
  type Flyway,
  type HunterRegulationsAnswer,
  type RegulationSet,
} from '@marshlog/domain';
import type { HunterRegulationRow } from './queries.js';

const asFlyway = (value: string | null): Flyway | null =>
  FLYWAYS.find((flyway) => flyway === value) ?? null;

/** Stored state numbers were validated when imported; anything else stored reads as none. */
function storedStateRules(value: unknown): RegulationSet | null {
  const parsed = regulationSetSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const NOTICES = {
  unknown_state: REGULATION_MESSAGES.unknownStateNotice,
  flyway_needed: REGULATION_MESSAGES.flywayRequired,
  federal: REGULATION_MESSAGES.statesMayBeStricter,
  state:
    'Your state’s own numbers, as you imported them. Keep them up to date with your state’s regulations.',
} as const;

/** The hunter's pick and the set that applies, or the reason none does (never a silent default). */
export function presentHunterRegulations(row: HunterRegulationRow | null): HunterRegulationsAnswer {
  const stateRules = storedStateRules(row?.stateRules ?? null);
  const choice = row ? { state: row.state, zone: row.zone, flyway: asFlyway(row.flyway) } : null;
  const applicable = hunterRegulations(choice, stateRules);
  return {
    state: row?.state ?? null,
    state_name: row ? (waterfowlState(row.state)?.name ?? null) : null,
    zone: row?.zone ?? '',
    flyway: choice ? stateFlyway(choice.state, choice.flyway) : null,
    status: applicable.status,
    regulations: 'set' in applicable ? applicable.set : null,
    state_rules: stateRules,
    notice: NOTICES[applicable.status],
  };
}
