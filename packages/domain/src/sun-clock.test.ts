import { describe, expect, it } from 'vitest';
import {
  clockInZone,
  clockMinutes,
  formatClock,
  formatOffset,
  offsetFromClock,
} from './sun-clock.js';

describe('place clock times', () => {
  it('reads provider clock times', () => {
    expect(clockMinutes('06:52')).toBe(412);
    expect(clockMinutes('17:05:59')).toBe(1025);
    expect(clockMinutes('25:00')).toBeNull();
    expect(clockMinutes('sunrise')).toBeNull();
  });

  it('derives the offset from the place clock at a known instant, to the quarter hour', () => {
    expect(offsetFromClock('06:52', new Date('2024-11-16T14:51:40Z'))).toBe(-480);
    expect(offsetFromClock('05:41', new Date('2015-12-21T18:41:10Z'))).toBe(660);
    expect(offsetFromClock('07:10', new Date('2024-11-16T01:40:00Z'))).toBe(330);
    expect(offsetFromClock('08:04', new Date('2015-12-22T08:04:05Z'))).toBe(0);
    expect(offsetFromClock('nope', new Date())).toBeNull();
  });

  it('formats an instant as the place clock reads it', () => {
    const sunrise = new Date('2024-11-16T14:51:40Z');
    expect(formatClock(sunrise, -480)).toBe('6:52 AM');
    expect(formatClock(new Date('2024-11-17T00:51:10Z'), -480)).toBe('4:51 PM');
    expect(formatClock(new Date('2024-11-16T12:00:00Z'), 0)).toBe('12:00 PM');
    expect(formatClock(new Date('2024-11-16T00:05:00Z'), 0)).toBe('12:05 AM');
  });

  it('names offsets', () => {
    expect(formatOffset(-480)).toBe('UTC-8');
    expect(formatOffset(330)).toBe('UTC+5:30');
    expect(formatOffset(0)).toBe('UTC');
  });

  it('reads an instant on a place’s own zone, named as that day has it', () => {
    // A California marsh's sunrise, 16 Nov 2024, whatever the device's zone.
    expect(clockInZone(new Date('2024-11-16T14:51:40Z'), 'America/Los_Angeles')).toEqual({
      clock: '6:52 AM',
      zone: 'PST',
    });
    expect(clockInZone(new Date('2024-07-16T12:51:00Z'), 'America/Los_Angeles')).toEqual({
      clock: '5:51 AM',
      zone: 'PDT',
    });
    expect(clockInZone(new Date('2024-11-17T00:46:00Z'), 'America/Los_Angeles')?.clock).toBe(
      '4:46 PM',
    );
    expect(clockInZone(new Date('2024-11-16T12:00:00Z'), 'America/Sao_Paulo')).toEqual({
      clock: '9:00 AM',
      zone: 'UTC-3',
    });
    expect(clockInZone(new Date('2024-11-16T00:00:00Z'), 'UTC')).toEqual({
      clock: '12:00 AM',
      zone: 'UTC',
    });
    expect(clockInZone(new Date(), 'Marsh/Nowhere')).toBeNull();
  });
});
