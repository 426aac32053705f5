/** The map's time range picker (seed 001 sections 2, 3 and 5); pure, no zod. */
import { seasonStartYear } from './hunt-constants.js';

export const TIME_PRESETS = [
  { value: 'last-7-days', label: 'Last 7 Days' },
  { value: 'last-30-days', label: 'Last 30 Days' },
  { value: 'this-season', label: 'This Season' },
  { value: 'this-year', label: 'This Year' },
  { value: 'last-year', label: 'Last Year' },
] as const;
export type TimePreset = (typeof TIME_PRESETS)[number]['value'];

export const ALL_TIME_LABEL = 'All Time';
export const CUSTOM_RANGE_LABEL = 'Custom range';
/** Custom dates may go back to January 1 this many years ago. */
export const CUSTOM_RANGE_YEARS_BACK = 5;

/** start_date and end_date, YYYY-MM-DD (seed 001 section 3). */
export interface TimeRange {
  start_date: string;
  end_date: string;
}

/** What the picker holds: all time, a preset, or a custom pair of dates. */
export type TimeSelection =
  { kind: 'all' } | { kind: 'preset'; preset: TimePreset } | { kind: 'custom'; range: TimeRange };

export const ALL_TIME: TimeSelection = { kind: 'all' };

const pad = (value: number) => String(value).padStart(2, '0');

/** A local calendar date as YYYY-MM-DD. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const daysBefore = (today: Date, days: number) =>
  new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);

/**
 * The dates of a preset on `today`. This Season runs from September 1; before September the
 * season that is still open began on September 1 of last year.
 */
export function presetRange(preset: TimePreset, today: Date): TimeRange {
  const year = today.getFullYear();
  const end_date = isoDay(today);
  switch (preset) {
    case 'last-7-days':
      return { start_date: isoDay(daysBefore(today, 7)), end_date };
    case 'last-30-days':
      return { start_date: isoDay(daysBefore(today, 30)), end_date };
    case 'this-season': {
      return { start_date: `${seasonStartYear(end_date)}-09-01`, end_date };
    }
    case 'this-year':
      return { start_date: `${year}-01-01`, end_date };
    case 'last-year':
      return { start_date: `${year - 1}-01-01`, end_date: `${year - 1}-12-31` };
  }
}

/** The first and last date a custom range may pick on `today`. */
export function customRangeBounds(today: Date): { min: string; max: string } {
  return { min: `${today.getFullYear() - CUSTOM_RANGE_YEARS_BACK}-01-01`, max: isoDay(today) };
}

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return date.toISOString().slice(0, 10) === value;
}

/** A custom range applies only with real dates, start on or before end, within the bounds. */
export function isValidCustomRange(range: TimeRange, today: Date): boolean {
  const { min, max } = customRangeBounds(today);
  return (
    isCalendarDate(range.start_date) &&
    isCalendarDate(range.end_date) &&
    range.start_date <= range.end_date &&
    range.start_date >= min &&
    range.end_date <= max
  );
}

/** The dates to send for a selection; null for All Time. */
export function selectionRange(selection: TimeSelection, today: Date): TimeRange | null {
  if (selection.kind === 'all') return null;
  return selection.kind === 'preset' ? presetRange(selection.preset, today) : selection.range;
}

export function selectionLabel(selection: TimeSelection): string {
  if (selection.kind === 'all') return ALL_TIME_LABEL;
  if (selection.kind === 'custom') {
    return `${selection.range.start_date} – ${selection.range.end_date}`;
  }
  return TIME_PRESETS.find((entry) => entry.value === selection.preset)?.label ?? ALL_TIME_LABEL;
}

/** URL parameters of the range: `range=<preset>`, or `start=` and `end=` for a custom one. */
export const TIME_RANGE_PARAMS = { preset: 'range', start: 'start', end: 'end' } as const;

/** The selection a URL holds; anything missing or invalid is All Time. */
export function parseTimeSelection(params: URLSearchParams, today: Date): TimeSelection {
  const preset = params.get(TIME_RANGE_PARAMS.preset);
  if (preset !== null) {
    const match = TIME_PRESETS.find((entry) => entry.value === preset);
    return match ? { kind: 'preset', preset: match.value } : ALL_TIME;
  }
  const start_date = params.get(TIME_RANGE_PARAMS.start);
  const end_date = params.get(TIME_RANGE_PARAMS.end);
  if (start_date === null || end_date === null) return ALL_TIME;
  const range = { start_date, end_date };
  return isValidCustomRange(range, today) ? { kind: 'custom', range } : ALL_TIME;
}

/** Writes a selection into URL parameters, replacing any earlier one. */
export function writeTimeSelection(params: URLSearchParams, selection: TimeSelection): void {
  params.delete(TIME_RANGE_PARAMS.preset);
  params.delete(TIME_RANGE_PARAMS.start);
  params.delete(TIME_RANGE_PARAMS.end);
  if (selection.kind === 'preset') params.set(TIME_RANGE_PARAMS.preset, selection.preset);
  if (selection.kind === 'custom') {
    params.set(TIME_RANGE_PARAMS.start, selection.range.start_date);
    params.set(TIME_RANGE_PARAMS.end, selection.range.end_date);
  }
}
