import { describe, expect, it } from 'vitest';
import {
  ALL_TIME,
  customRangeBounds,
  isValidCustomRange,
  parseTimeSelection,
  presetRange,
  selectionLabel,
  writeTimeSelection,
} from './time-range.js';

const november = new Date(2026, 10, 23);
const march = new Date(2027, 2, 5);

describe('time presets (seed 001 sections 2 and 9)', () => {
  it.each([
    ['last-7-days', '2026-11-16', '2026-11-23'],
    ['last-30-days', '2026-10-24', '2026-11-23'],
    ['this-season', '2026-09-01', '2026-11-23'],
    ['this-year', '2026-01-01', '2026-11-23'],
    ['last-year', '2025-01-01', '2025-12-31'],
  ] as const)('%s runs from %s to %s', (preset, start_date, end_date) => {
    expect(presetRange(preset, november)).toEqual({ start_date, end_date });
  });

  it('starts This Season on September 1, last year before September', () => {
    expect(presetRange('this-season', march).start_date).toBe('2026-09-01');
  });

  it('labels All Time when nothing is set', () => {
    expect(selectionLabel(ALL_TIME)).toBe('All Time');
    expect(selectionLabel({ kind: 'preset', preset: 'this-season' })).toBe('This Season');
  });
});

describe('custom range (seed 001 section 5)', () => {
  it('runs from January 1 five years ago to today', () => {
    expect(customRangeBounds(november)).toEqual({ min: '2021-01-01', max: '2026-11-23' });
  });

  it('applies only when start is on or before end, within the bounds', () => {
    const valid = (start_date: string, end_date: string) =>
      isValidCustomRange({ start_date, end_date }, november);
    expect(valid('2026-10-01', '2026-10-01')).toBe(true);
    expect(valid('2026-10-02', '2026-10-01')).toBe(false);
    expect(valid('2020-12-31', '2026-10-01')).toBe(false);
    expect(valid('2026-10-01', '2026-11-24')).toBe(false);
    expect(valid('2026-02-30', '2026-03-01')).toBe(false);
  });
});

describe('time range in the URL', () => {
  it('round-trips a preset and a custom range', () => {
    const params = new URLSearchParams('lat=1');
    writeTimeSelection(params, { kind: 'preset', preset: 'last-year' });
    expect(parseTimeSelection(params, november)).toEqual({ kind: 'preset', preset: 'last-year' });
    const custom = { start_date: '2025-10-01', end_date: '2026-01-31' };
    writeTimeSelection(params, { kind: 'custom', range: custom });
    expect(params.get('range')).toBeNull();
    expect(parseTimeSelection(params, november)).toEqual({ kind: 'custom', range: custom });
    expect(params.get('lat')).toBe('1');
  });

  it.each([
    'range=forever',
    'start=2026-10-05&end=2026-10-01',
    'start=yesterday&end=2026-10-01',
    'start=2026-10-01',
  ])('falls back to All Time for %s', (query) => {
    expect(parseTimeSelection(new URLSearchParams(query), november)).toEqual(ALL_TIME);
  });
});
