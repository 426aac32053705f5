import type { Flyway } from './constants.js';

/**
 * The states with a waterfowl season, by postal code, with the flyway(s) they lie in (50 CFR
 * 20.152 flyway boundaries). Colorado, Montana, New Mexico and Wyoming are split between the
 * Central and Pacific flyways: the hunter picks the portion of their zone.
 */
export const WATERFOWL_STATES = [
  { code: 'AL', name: 'Alabama', flyways: ['mississippi'] },
  { code: 'AK', name: 'Alaska', flyways: ['pacific'] },
  { code: 'AZ', name: 'Arizona', flyways: ['pacific'] },
  { code: 'AR', name: 'Arkansas', flyways: ['mississippi'] },
  { code: 'CA', name: 'California', flyways: ['pacific'] },
  { code: 'CO', name: 'Colorado', flyways: ['central', 'pacific'] },
  { code: 'CT', name: 'Connecticut', flyways: ['atlantic'] },
  { code: 'DE', name: 'Delaware', flyways: ['atlantic'] },
  { code: 'FL', name: 'Florida', flyways: ['atlantic'] },
  { code: 'GA', name: 'Georgia', flyways: ['atlantic'] },
  { code: 'ID', name: 'Idaho', flyways: ['pacific'] },
  { code: 'IL', name: 'Illinois', flyways: ['mississippi'] },
  { code: 'IN', name: 'Indiana', flyways: ['mississippi'] },
  { code: 'IA', name: 'Iowa', flyways: ['mississippi'] },
  { code: 'KS', name: 'Kansas', flyways: ['central'] },
  { code: 'KY', name: 'Kentucky', flyways: ['mississippi'] },
  { code: 'LA', name: 'Louisiana', flyways: ['mississippi'] },
  { code: 'ME', name: 'Maine', flyways: ['atlantic'] },
  { code: 'MD', name: 'Maryland', flyways: ['atlantic'] },
  { code: 'MA', name: 'Massachusetts', flyways: ['atlantic'] },
  { code: 'MI', name: 'Michigan', flyways: ['mississippi'] },
  { code: 'MN', name: 'Minnesota', flyways: ['mississippi'] },
  { code: 'MS', name: 'Mississippi', flyways: ['mississippi'] },
  { code: 'MO', name: 'Missouri', flyways: ['mississippi'] },
  { code: 'MT', name: 'Montana', flyways: ['central', 'pacific'] },
  { code: 'NE', name: 'Nebraska', flyways: ['central'] },
  { code: 'NV', name: 'Nevada', flyways: ['pacific'] },
  { code: 'NH', name: 'New Hampshire', flyways: ['atlantic'] },
  { code: 'NJ', name: 'New Jersey', flyways: ['atlantic'] },
  { code: 'NM', name: 'New Mexico', flyways: ['central', 'pacific'] },
  { code: 'NY', name: 'New York', flyways: ['atlantic'] },
  { code: 'NC', name: 'North Carolina', flyways: ['atlantic'] },
  { code: 'ND', name: 'North Dakota', flyways: ['central'] },
  { code: 'OH', name: 'Ohio', flyways: ['mississippi'] },
  { code: 'OK', name: 'Oklahoma', flyways: ['central'] },
  { code: 'OR', name: 'Oregon', flyways: ['pacific'] },
  { code: 'PA', name: 'Pennsylvania', flyways: ['atlantic'] },
  { code: 'RI', name: 'Rhode Island', flyways: ['atlantic'] },
  { code: 'SC', name: 'South Carolina', flyways: ['atlantic'] },
  { code: 'SD', name: 'South Dakota', flyways: ['central'] },
  { code: 'TN', name: 'Tennessee', flyways: ['mississippi'] },
  { code: 'TX', name: 'Texas', flyways: ['central'] },
  { code: 'UT', name: 'Utah', flyways: ['pacific'] },
  { code: 'VT', name: 'Vermont', flyways: ['atlantic'] },
  { code: 'VA', name: 'Virginia', flyways: ['atlantic'] },
  { code: 'WA', name: 'Washington', flyways: ['pacific'] },
  { code: 'WV', name: 'West Virginia', flyways: ['atlantic'] },
  { code: 'WI', name: 'Wisconsin', flyways: ['mississippi'] },
  { code: 'WY', name: 'Wyoming', flyways: ['central', 'pacific'] },
] as const satisfies readonly { code: string; name: string; flyways: readonly Flyway[] }[];

export type WaterfowlState = (typeof WATERFOWL_STATES)[number];

const byCode = new Map<string, WaterfowlState>(
  WATERFOWL_STATES.map((state) => [state.code, state]),
);

/** The state of a postal code, or undefined for one without a waterfowl season here. */
export function waterfowlState(code: string): WaterfowlState | undefined {
  return byCode.get(code.toUpperCase());
}

/**
 * The flyway a hunter's limits come from: the state's only flyway, or the one they picked in a
 * split state; null when the state is unknown or a split state's flyway is not picked.
 */
export function stateFlyway(code: string, picked: Flyway | null): Flyway | null {
  const state = waterfowlState(code);
  if (!state) return null;
  const flyways: readonly Flyway[] = state.flyways;
  if (flyways.length === 1) return flyways[0] ?? null;
  return picked !== null && flyways.includes(picked) ? picked : null;
}
