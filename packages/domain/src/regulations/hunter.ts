import type { Flyway } from './constants.js';
import { FRAMEWORK_2026_27, FRAMEWORK_SEASON } from './2026-27.js';
import type { RegulationSet } from './format.js';
import { stateFlyway, waterfowlState } from './states.js';

/** What a hunter picked in their profile. */
export interface HunterRegulationChoice {
  state: string;
  zone: string;
  flyway: Flyway | null;
}

/** The regulations that apply to a hunter, or why none do: never a silent default. */
export type HunterRegulations =
  | { status: 'unknown_state' }
  | { status: 'flyway_needed'; state: string }
  | { status: 'federal'; set: RegulationSet }
  | { status: 'state'; set: RegulationSet };

/**
 * The hunter's own state's numbers when they imported them for this season and state, else the
 * federal framework of their flyway; unknown when they picked no state (or one without a season).
 */
export function hunterRegulations(
  choice: HunterRegulationChoice | null,
  stateRules: RegulationSet | null,
): HunterRegulations {
  if (!choice || !waterfowlState(choice.state)) return { status: 'unknown_state' };
  const flyway = stateFlyway(choice.state, choice.flyway);
  if (!flyway) return { status: 'flyway_needed', state: choice.state };
  if (stateRules && stateRules.state === choice.state && stateRules.season === FRAMEWORK_SEASON) {
    return { status: 'state', set: stateRules };
  }
  return { status: 'federal', set: FRAMEWORK_2026_27[flyway] };
}
