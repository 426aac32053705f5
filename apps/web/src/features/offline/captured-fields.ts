import { PRIVACY_LABELS, PRIVACY_LEVELS, speciesLabel, type PrivacyLevel } from '@marshlog/domain';
import type { OutboxKind } from './outbox-items';

/** One line of what a waiting item holds, as its page shows it. */
export interface CapturedField {
  label: string;
  value: string;
}

type Values = Record<string, unknown>;

const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
};

const privacy = (value: unknown): string | null =>
  PRIVACY_LEVELS.includes(value as PrivacyLevel) ? PRIVACY_LABELS[value as PrivacyLevel] : null;

const place = (values: Values): string | null => {
  const { latitude, longitude } = values;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
};

/** "Mallard × 3, Canada Goose × 1" from a hunt's bird entries. */
const birds = (value: unknown): string | null => {
  if (!Array.isArray(value) || value.length === 0) return null;
  return value
    .map((entry: { species?: unknown; quantity?: unknown }) => {
      const species = typeof entry.species === 'string' ? speciesLabel(entry.species) : '?';
      return `${species} × ${typeof entry.quantity === 'number' ? entry.quantity : 1}`;
    })
    .join(', ');
};

type Reader = (values: Values) => string | null;
const field =
  (name: string): Reader =>
  (values) =>
    text(values[name]);

/** Per kind, the fields its forms capture, in the order the forms ask for them. */
const CAPTURED: Record<OutboxKind, [string, Reader][]> = {
  hunt: [
    ['Date', field('date_of_hunt')],
    ['Place', place],
    ['Birds', (values) => birds(values.birds)],
    ['Privacy', (values) => privacy(values.privacy_level)],
    ['Notes', field('notes')],
    ['Shells fired', field('shells_fired')],
    ['Birds lost', field('birds_lost')],
    ['Weather', field('weather_conditions')],
  ],
  location: [
    ['Name', field('name')],
    ['Type', field('location_type')],
    ['Place', place],
    ['Privacy', (values) => privacy(values.privacy_level)],
    ['Description', field('description')],
    ['Access notes', field('access_notes')],
  ],
  report: [
    ['Report Title', field('title')],
    ['Location Name', field('location_name')],
    ['Date', field('report_date')],
    ['Place', place],
    ['Privacy', (values) => privacy(values.privacy_level)],
    ['Report Content', field('content')],
  ],
};

/** What a waiting item holds, field by field; fields left empty are not listed. */
export function capturedFields(kind: OutboxKind, values: Values): CapturedField[] {
  return CAPTURED[kind].flatMap(([label, read]) => {
    const value = read(values);
    return value === null ? [] : [{ label, value }];
  });
}
