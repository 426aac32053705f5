/**
 * The Moon's phase computed locally from the mean synodic month (a new moon at J2000's
 * 2000-01-06 18:14 UTC as the epoch); good to a few hours, well inside a named phase. No zod.
 */
import { MOON_PHASES, type MoonPhaseName } from './weather-constants.js';

const DAY_MS = 86_400_000;
export const SYNODIC_MONTH_DAYS = 29.530588853;
const REFERENCE_NEW_MOON_MS = Date.UTC(2000, 0, 6, 18, 14);

export interface MoonPhase {
  name: MoonPhaseName;
  /** Days since the last new moon. */
  ageDays: number;
  /** The lit fraction of the disc, 0 to 1. */
  illumination: number;
}

export function moonPhaseAt(instant: Date): MoonPhase {
  const days = (instant.getTime() - REFERENCE_NEW_MOON_MS) / DAY_MS;
  const ageDays = ((days % SYNODIC_MONTH_DAYS) + SYNODIC_MONTH_DAYS) % SYNODIC_MONTH_DAYS;
  const fraction = ageDays / SYNODIC_MONTH_DAYS;
  const index = Math.floor(fraction * MOON_PHASES.length + 0.5) % MOON_PHASES.length;
  return {
    name: MOON_PHASES[index] ?? 'New Moon',
    ageDays,
    illumination: (1 - Math.cos(2 * Math.PI * fraction)) / 2,
  };
}

/** The phase on a calendar day at a place: taken at the place's local noon (by its longitude). */
export function moonPhase(isoDate: string, longitude = 0): MoonPhase | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return null;
  const midnight = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(midnight)) return null;
  return moonPhaseAt(new Date(midnight + (12 - longitude / 15) * 3_600_000));
}
