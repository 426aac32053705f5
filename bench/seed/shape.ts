import type { Outcome } from './random.js';

/** Birds in one hunt's bag: some hunts come home empty, about 2.5 birds on average. */
export const BAG_SIZES: Outcome<string>[] = [
  { value: '0', probability: 0.14 },
  { value: '1', probability: 0.16 },
  { value: '2', probability: 0.2 },
  { value: '3', probability: 0.2 },
  { value: '4', probability: 0.15 },
  { value: '5', probability: 0.1 },
  { value: '6', probability: 0.05 },
];

/** Hunts: a third each private, friends-only and public. */
export const HUNT_PRIVACY: Outcome<string>[] = [
  { value: "'private'", probability: 1 / 3 },
  { value: "'friends'", probability: 1 / 3 },
  { value: "'public'", probability: 1 / 3 },
];

/** Spots are secret: mostly private or friends-only. */
export const LOCATION_PRIVACY: Outcome<string>[] = [
  { value: "'private'", probability: 0.55 },
  { value: "'friends'", probability: 0.35 },
  { value: "'public'", probability: 0.1 },
];

/** Scouting reports are written to be read: mostly public, some for friends, a few private. */
export const REPORT_PRIVACY: Outcome<string>[] = [
  { value: "'public'", probability: 0.6 },
  { value: "'friends'", probability: 0.25 },
  { value: "'private'", probability: 0.15 },
];

/** Friend requests: mostly accepted, some pending, a few declined or blocked. */
export const FRIENDSHIP_STATUSES: Outcome<string>[] = [
  { value: "'accepted'", probability: 0.94 },
  { value: "'pending'", probability: 0.045 },
  { value: "'declined'", probability: 0.01 },
  { value: "'blocked'", probability: 0.005 },
];

/** Ring offsets each hunter reaches out along; each kept with ringKeepProbability. */
export const RING_OFFSETS = 18;

/**
 * The chance of keeping each ring link so that a hunter has `friends` accepted friends on average:
 * every hunter sits on 2 links per offset, and only accepted links are friends.
 */
export function ringKeepProbability(friends: number, offsets: number): number {
  const accepted = FRIENDSHIP_STATUSES[0]?.probability ?? 1;
  return Math.min(1, friends / (2 * offsets * accepted));
}
